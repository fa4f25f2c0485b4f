import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invoiceStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { invoiceDecider } from './invoice.decider';
import { DeleteInvoiceWorkflow } from './delete-invoice.workflow';

export class DeleteInvoiceCommand extends Command<{ invoiceId: number }> {}

/** Refused once a payment applied to it (before anything is written); afterwards its order or shipment can be invoiced again and its tracking number is free (`DeleteInvoiceWorkflow`). */
@CommandHandler(DeleteInvoiceCommand)
export class DeleteInvoiceHandler implements ICommandHandler<DeleteInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workflow: DeleteInvoiceWorkflow,
  ) {}

  async execute({ data: { invoiceId }, context }: DeleteInvoiceCommand): Promise<CommandReceipt> {
    await this.aggregates.check(invoiceStream(invoiceId), invoiceDecider, { type: 'DeleteInvoice', data: { invoiceId } });
    return { id: invoiceId, position: (await this.workflow.run({ invoiceId }, null, context)).toString() };
  }
}
