import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, creditStream, paymentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { chunkedGet } from '../platform/write-model/chunked-map';
import { creditDecider, revertAmount } from './credit.decider';
import { paymentDecider } from './payment.decider';
import { RemovePaymentWorkflow } from './remove-payment.workflow';

export class DeletePaymentCommand extends Command<{ paymentId: number }> {}

/** Removes a payment, refused before anything is written when it cannot be: what it applied to invoices and did to the credit balance is taken back exactly (`RemovePaymentWorkflow`). */
@CommandHandler(DeletePaymentCommand)
export class DeletePaymentHandler implements ICommandHandler<DeletePaymentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workflow: RemovePaymentWorkflow,
  ) {}

  async execute({ data: { paymentId }, context }: DeletePaymentCommand): Promise<CommandReceipt> {
    await this.aggregates.check(paymentStream(paymentId), paymentDecider, { type: 'RemovePayment', data: { paymentId } });
    const { state } = await this.aggregates.load(paymentStream(paymentId), paymentDecider);
    if (state.status === 'settled') {
      // Refused before anything is written when the credit it left has been spent since.
      const { customerId, currencyId } = state.payment;
      const { state: credit } = await this.aggregates.load(creditStream(customerId, currencyId), creditDecider);
      const done = chunkedGet(credit.payments, paymentId);
      if (done && credit.balance + revertAmount(done) < 0) throw conflict('billing.creditAlreadyUsed');
    }
    return { id: paymentId, position: (await this.workflow.run({ paymentId }, null, context)).toString() };
  }
}
