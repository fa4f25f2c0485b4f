import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStream, notFound, trackingKey, type CommandReceipt, type updateInvoiceSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { latest, runSteps } from '../platform/write-model/steps';
import { recordOf } from './add-invoice.handler';
import { decideInvoice, invoiceDecider } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';

export class UpdateInvoiceCommand extends Command<{ input: z.output<typeof updateInvoiceSchema> }> {}

/** Saves the invoice form: fields and charge lines in one decision; a new tracking number is claimed first, the old one let go after. */
@CommandHandler(UpdateInvoiceCommand)
export class UpdateInvoiceHandler implements ICommandHandler<UpdateInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: InvoiceLinks,
  ) {}

  async execute({ data: { input }, context }: UpdateInvoiceCommand): Promise<CommandReceipt> {
    const { id: invoiceId, invoiceDetails: lines, ...header } = input;
    const { state } = await this.aggregates.load(invoiceStream(invoiceId), invoiceDecider);
    if (state.status !== 'active') throw notFound('billing.invoiceNotFound');
    const invoice = recordOf(header, state.invoice.invoiceDate);
    const update = { type: 'UpdateInvoice' as const, data: { invoiceId, invoice, lines } };
    decideInvoice(update, state);
    // What it bills stays as created (the decider keeps it), so only the customer and tracking number are checked.
    await this.links.check({ ...invoice, typeId: state.invoice.typeId, associatedId: state.invoice.associatedId }, invoiceId);
    const before = state.invoice.mtlTracking;
    const newTracking = trackingKey(before) !== trackingKey(invoice.mtlTracking);
    const saved = await runSteps([
      ...(newTracking ? [{ run: () => this.links.claimTracking(invoice.mtlTracking, invoiceId, context), undo: () => this.links.releaseTracking(invoice.mtlTracking, invoiceId, context) }] : []),
      { run: async () => (await this.aggregates.execute(invoiceStream(invoiceId), invoiceDecider, update, context)).position },
    ]);
    const released = newTracking ? await this.links.releaseTracking(before, invoiceId, context) : 0n;
    return { id: invoiceId, position: latest(saved, released).toString() };
  }
}
