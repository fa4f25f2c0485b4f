import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { vendorStream, type CommandReceipt, type VendorDetails } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { vendorDecider } from './vendor.decider';

export class UpdateVendorCommand {
  constructor(
    readonly vendorId: number,
    readonly details: VendorDetails,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateVendorCommand)
export class UpdateVendorHandler implements ICommandHandler<UpdateVendorCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ vendorId, details, context }: UpdateVendorCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'UpdateVendor', data: { vendorId, details } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
