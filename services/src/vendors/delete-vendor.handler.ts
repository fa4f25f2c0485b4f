import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, vendorStream, type CommandReceipt } from '@cargo/contracts';
import { STOCKS, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { vendorDecider } from './vendor.decider';

export class DeleteVendorCommand extends Command<{ vendorId: number }> {}

/**
 * A vendor that stock names stays: its purchases and figures point at it. The check reads the
 * stock read model (indexed by vendor), which includes this caller's own writes.
 */
@CommandHandler(DeleteVendorCommand)
export class DeleteVendorHandler implements ICommandHandler<DeleteVendorCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ data: { vendorId }, context }: DeleteVendorCommand): Promise<CommandReceipt> {
    if ((await this.store.count(STOCKS, { vendorId })) > 0) throw conflict('vendors.vendorHasStock');
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'DeleteVendor', data: { vendorId } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
