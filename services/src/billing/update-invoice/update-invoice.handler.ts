import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { updateInvoice, type InvoiceChange, type InvoiceTrackingChange } from './update-invoice.use-case';

export class UpdateInvoiceCommand extends Command<InvoiceChange> {}

@CommandHandler(UpdateInvoiceCommand)
export class UpdateInvoiceHandler extends UseCaseHandler<InvoiceChange, InvoiceChange, InvoiceTrackingChange> {
  protected readonly useCase = updateInvoice;
  protected input = (change: InvoiceChange) => change;
  protected idOf = (record: InvoiceTrackingChange) => record.invoiceId;
}
