import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { vendorStream, type CommandReceipt, type VendorDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { vendorDecider } from './vendor.decider';

export class UpdateVendorCommand extends Command<{ vendorId: number; details: VendorDetails }> {}

@CommandHandler(UpdateVendorCommand)
export class UpdateVendorHandler implements ICommandHandler<UpdateVendorCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { vendorId, details }, context }: UpdateVendorCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'UpdateVendor', data: { vendorId, details } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
