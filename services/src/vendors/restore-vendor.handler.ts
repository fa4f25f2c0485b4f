import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { vendorStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { vendorDecider } from './vendor.decider';

export class RestoreVendorCommand extends Command<{ vendorId: number }> {}

/** The Undo of a delete: the vendor comes back with the details it had. */
@CommandHandler(RestoreVendorCommand)
export class RestoreVendorHandler implements ICommandHandler<RestoreVendorCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { vendorId }, context }: RestoreVendorCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'RestoreVendor', data: { vendorId } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
