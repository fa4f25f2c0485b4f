import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStream, type addInvoiceSchema, type CommandReceipt, type InvoiceHeader, type InvoiceRecord } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { runSteps } from '../platform/write-model/steps';
import { decideInvoice, invoiceDecider } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';

export class AddInvoiceCommand extends Command<{ input: z.output<typeof addInvoiceSchema> }> {}

/** The invoice date falls back to the day the invoice is created. */
export const recordOf = ({ invoiceDate, ...header }: InvoiceHeader, today: string): InvoiceRecord => ({ ...header, invoiceDate: invoiceDate ?? today });

/**
 * A new invoice: checked in full before anything is written, then its tracking number is claimed,
 * the order or shipment it bills records it (one invoice each), and it is recorded.
 */
@CommandHandler(AddInvoiceCommand)
export class AddInvoiceHandler implements ICommandHandler<AddInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly links: InvoiceLinks,
  ) {}

  async execute({ data: { input }, context }: AddInvoiceCommand): Promise<CommandReceipt> {
    const { invoiceDetails: lines, ...header } = input;
    const invoice = recordOf(header, new Date().toISOString().slice(0, 10));
    const create = (invoiceId: number) => ({ type: 'CreateInvoice' as const, data: { invoiceId, invoice, lines } });
    decideInvoice(create(0), invoiceDecider.initialState);
    await this.links.check(invoice, null);
    const invoiceId = await this.ids.next('invoice', context);
    const position = await runSteps([
      { run: () => this.links.claimTracking(invoice.mtlTracking, invoiceId, context), undo: () => this.links.releaseTracking(invoice.mtlTracking, invoiceId, context) },
      { run: () => this.links.link(invoice, invoiceId, context), undo: () => this.links.unlink(invoice, invoiceId, context) },
      { run: async () => (await this.aggregates.execute(invoiceStream(invoiceId), invoiceDecider, create(invoiceId), context)).position },
    ]);
    return { id: invoiceId, position: position.toString() };
  }
}
