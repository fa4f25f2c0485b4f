import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { vendorStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { vendorDecider } from './vendor.decider';

export class DeleteVendorCommand extends Command<{ vendorId: number }> {}

/**
 * A vendor that stock or expenses name stays: its purchases, expenses and figures point at it. The
 * vendor's decider says so from the claims on its own stream (see `vendorClaim`), never from a read model.
 */
@CommandHandler(DeleteVendorCommand)
export class DeleteVendorHandler implements ICommandHandler<DeleteVendorCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { vendorId }, context }: DeleteVendorCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'DeleteVendor', data: { vendorId } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
