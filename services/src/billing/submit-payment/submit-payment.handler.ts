import { CommandHandler } from '@nestjs/cqrs';
import type { SubmitPayment } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { submitPayment, type ReceivingPayment } from './submit-payment.use-case';

type Request = { payment: SubmitPayment };
export class SubmitPaymentCommand extends Command<Request> {}

@CommandHandler(SubmitPaymentCommand)
export class SubmitPaymentHandler extends UseCaseHandler<Request, Request, ReceivingPayment> {
  protected readonly useCase = submitPayment;
  protected input = (request: Request) => request;
  protected idOf = (record: ReceivingPayment) => record.paymentId;
}
