import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type addInvoiceSchema, type CommandReceipt, type InvoiceHeader, type InvoiceRecord, today } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { ExchangeRates } from '../settings/public';
import { decideInvoice, invoiceDecider } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';
import { AddInvoiceWorkflow } from './add-invoice.workflow';

export class AddInvoiceCommand extends Command<{ input: z.output<typeof addInvoiceSchema> }> {}

/** The invoice date falls back to the day the invoice is created. */
export const recordOf = ({ invoiceDate, ...header }: InvoiceHeader, today: string): InvoiceRecord => ({ ...header, invoiceDate: invoiceDate ?? today });

/**
 * A new invoice, which keeps the exchange rate in force on its date: checked in full before anything is written, then its tracking number is claimed,
 * the order or shipment it bills records it (one invoice each), and it is recorded (`AddInvoiceWorkflow`).
 */
@CommandHandler(AddInvoiceCommand)
export class AddInvoiceHandler implements ICommandHandler<AddInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly ids: IdAllocator,
    private readonly links: InvoiceLinks,
    private readonly workflow: AddInvoiceWorkflow,
    private readonly rates: ExchangeRates,
  ) {}

  async execute({ data: { input }, context }: AddInvoiceCommand): Promise<CommandReceipt> {
    const { invoiceDetails: lines, ...header } = input;
    const dated = recordOf(header, today());
    const invoice: InvoiceRecord = { ...dated, vndPerUsd: (await this.rates.on(dated.invoiceDate)).vndPerUsd };
    const create = (invoiceId: number) => ({ invoiceId, invoice, lines });
    decideInvoice({ type: 'CreateInvoice', data: create(0) }, invoiceDecider.initialState);
    await this.links.check(invoice, null);
    const invoiceId = await this.ids.next('invoice', context);
    const held = { invoiceId, typeId: invoice.typeId, associatedId: invoice.associatedId, mtlTracking: invoice.mtlTracking };
    const position = await this.workflow.run(held, create(invoiceId), context);
    return { id: invoiceId, position: position.toString() };
  }
}
