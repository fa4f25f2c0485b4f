import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  cashChangeOf,
  conflict,
  creditStream,
  customerStream,
  invalid,
  invoiceStream,
  type CommandReceipt,
  type FieldError,
  type SubmitPayment,
} from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { ExchangeRates, requireDropdownChoices } from '../settings/public';
import { creditDecider } from './credit.decider';
import { invoiceDecider } from './invoice.decider';
import { SubmitPaymentWorkflow } from './submit-payment.workflow';

export class SubmitPaymentCommand extends Command<{ payment: SubmitPayment }> {}

/**
 * A payment from the payment page or dialog: checked before anything is written (the customer, the
 * payment type, invoices of this customer and currency, credit within the balance), recorded on its
 * own stream with the exchange rate in force on its date, then carried through the credit balance
 * and the invoices (`SubmitPaymentWorkflow`).
 */
@CommandHandler(SubmitPaymentCommand)
export class SubmitPaymentHandler implements ICommandHandler<SubmitPaymentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly workflow: SubmitPaymentWorkflow,
    private readonly rates: ExchangeRates,
  ) {}

  async execute({ data: { payment }, context }: SubmitPaymentCommand): Promise<CommandReceipt> {
    await this.check(payment);
    const paymentId = await this.ids.next('payment', context);
    const { cashChange: _sent, ...fields } = payment;
    const { vndPerUsd } = await this.rates.on(payment.paymentDate);
    const claims = { customerId: payment.customerId, currencyId: payment.currencyId, creditToUse: payment.creditToUse, invoiceIds: payment.invoiceIds };
    const position = await this.workflow.run({ paymentId, claims }, { paymentId, ...fields, cashChange: cashChangeOf(payment), vndPerUsd }, context);
    return { id: paymentId, position: position.toString() };
  }

  private async check(payment: SubmitPayment): Promise<void> {
    const { state: customer } = await this.aggregates.load(customerStream(payment.customerId), customerDecider);
    if (customer.status !== 'open') throw invalid('error.invalidInput', [{ path: 'customerId', code: 'validation.invalidChoice' }]);
    await requireDropdownChoices(this.aggregates, [{ field: 'typeId', dropdown: 'paymentType', optionId: payment.typeId }]);
    const fields: FieldError[] = [];
    for (const [index, invoiceId] of payment.invoiceIds.entries()) {
      const { state } = await this.aggregates.load(invoiceStream(invoiceId), invoiceDecider);
      if (state.status !== 'active' || state.invoice.customerId !== payment.customerId || state.invoice.currencyId !== payment.currencyId)
        fields.push({ path: `invoiceIds.${index}`, code: 'billing.wrongCustomerInvoice' });
    }
    if (fields.length > 0) throw invalid('error.invalidInput', fields);
    if (payment.creditToUse > 0) {
      const { state } = await this.aggregates.load(creditStream(payment.customerId, payment.currencyId), creditDecider);
      if (payment.creditToUse > state.balance) throw conflict('billing.notEnoughCredit');
    }
  }
}
