import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStream, notFound, type CommandReceipt, type updateInvoiceSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { ExchangeRates } from '../settings/public';
import { recordOf } from './add-invoice.handler';
import { decideInvoice, invoiceDecider } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';
import { UpdateInvoiceWorkflow } from './update-invoice.workflow';

export class UpdateInvoiceCommand extends Command<{ input: z.output<typeof updateInvoiceSchema> }> {}

/**
 * Saves the invoice form: fields and charge lines in one decision, checked before anything is
 * written; `UpdateInvoiceWorkflow` moves its tracking number. The invoice keeps its exchange rate
 * unless its date moves, when it takes the new day's.
 */
@CommandHandler(UpdateInvoiceCommand)
export class UpdateInvoiceHandler implements ICommandHandler<UpdateInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: InvoiceLinks,
    private readonly workflow: UpdateInvoiceWorkflow,
    private readonly rates: ExchangeRates,
  ) {}

  async execute({ data: { input }, context }: UpdateInvoiceCommand): Promise<CommandReceipt> {
    const { id: invoiceId, invoiceDetails: lines, ...header } = input;
    const { state } = await this.aggregates.load(invoiceStream(invoiceId), invoiceDecider);
    if (state.status !== 'active') throw notFound('billing.invoiceNotFound');
    const dated = recordOf(header, state.invoice.invoiceDate);
    const vndPerUsd = dated.invoiceDate === state.invoice.invoiceDate ? state.invoice.vndPerUsd : (await this.rates.on(dated.invoiceDate)).vndPerUsd;
    const invoice = vndPerUsd === undefined ? dated : { ...dated, vndPerUsd };
    const update = { type: 'UpdateInvoice' as const, data: { invoiceId, invoice, lines } };
    decideInvoice(update, state);
    // What it bills stays as created (the decider keeps it), so only the customer and tracking number are checked.
    await this.links.check({ ...invoice, typeId: state.invoice.typeId, associatedId: state.invoice.associatedId }, invoiceId);
    const change = { invoiceId, previousTracking: state.invoice.mtlTracking, nextTracking: invoice.mtlTracking };
    const position = await this.workflow.run(change, update.data, context);
    return { id: invoiceId, position: position.toString() };
  }
}
