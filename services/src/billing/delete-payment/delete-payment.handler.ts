import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { deletePayment, type PaymentRemoval } from './delete-payment.use-case';

type Deletion = { paymentId: number };
export class DeletePaymentCommand extends Command<Deletion> {}

@CommandHandler(DeletePaymentCommand)
export class DeletePaymentHandler extends UseCaseHandler<Deletion, Deletion, PaymentRemoval> {
  protected readonly useCase = deletePayment;
  protected input = (deletion: Deletion) => deletion;
  protected idOf = (record: PaymentRemoval) => record.paymentId;
}
