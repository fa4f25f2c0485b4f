import { CommandHandler } from '@nestjs/cqrs';
import { today, type addInvoiceSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { addInvoice, type InvoiceRequest, type NewInvoice } from './add-invoice.use-case';

export class AddInvoiceCommand extends Command<{ input: z.output<typeof addInvoiceSchema> }> {}

@CommandHandler(AddInvoiceCommand)
export class AddInvoiceHandler extends UseCaseHandler<AddInvoiceCommand['data'], InvoiceRequest, NewInvoice> {
  protected readonly useCase = addInvoice;
  protected input = ({ input }: AddInvoiceCommand['data']): InvoiceRequest => ({ input, today: today() });
  protected idOf = (record: NewInvoice) => record.invoiceId;
}
