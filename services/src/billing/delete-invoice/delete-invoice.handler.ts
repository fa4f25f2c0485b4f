import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { deleteInvoice } from './delete-invoice.use-case';

type Deletion = { invoiceId: number };
export class DeleteInvoiceCommand extends Command<Deletion> {}

@CommandHandler(DeleteInvoiceCommand)
export class DeleteInvoiceHandler extends UseCaseHandler<Deletion, Deletion, Deletion> {
  protected readonly useCase = deleteInvoice;
  protected input = (deletion: Deletion) => deletion;
  protected idOf = (record: Deletion) => record.invoiceId;
}
