import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { latest } from '../platform/write-model/steps';
import { invoiceDecider } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';

export class DeleteInvoiceCommand extends Command<{ invoiceId: number }> {}

/** Refused once a payment applied to it; afterwards its order or shipment can be invoiced again and its tracking number is free. */
@CommandHandler(DeleteInvoiceCommand)
export class DeleteInvoiceHandler implements ICommandHandler<DeleteInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: InvoiceLinks,
  ) {}

  async execute({ data: { invoiceId }, context }: DeleteInvoiceCommand): Promise<CommandReceipt> {
    const { events, position } = await this.aggregates.execute(invoiceStream(invoiceId), invoiceDecider, { type: 'DeleteInvoice', data: { invoiceId } }, context);
    let last = position;
    for (const event of events) {
      if (event.type !== 'InvoiceDeleted') continue;
      last = latest(last, await this.links.unlink(event.data.invoice, invoiceId, context), await this.links.releaseTracking(event.data.invoice.mtlTracking, invoiceId, context));
    }
    return { id: invoiceId, position: last.toString() };
  }
}
