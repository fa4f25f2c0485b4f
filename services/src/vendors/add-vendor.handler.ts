import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { vendorStream, type VendorDetails, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { vendorDecider } from './vendor.decider';

export class AddVendorCommand extends Command<{ details: VendorDetails }> {}

@CommandHandler(AddVendorCommand)
export class AddVendorHandler implements ICommandHandler<AddVendorCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { details }, context }: AddVendorCommand): Promise<CommandReceipt> {
    const vendorId = await this.ids.next('vendor', context);
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'AddVendor', data: { vendorId, details } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
