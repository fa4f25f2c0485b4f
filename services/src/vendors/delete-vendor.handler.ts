import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, vendorStream, type CommandReceipt } from '@cargo/contracts';
import { EXPENSES, STOCKS, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { vendorDecider } from './vendor.decider';

export class DeleteVendorCommand extends Command<{ vendorId: number }> {}

/**
 * A vendor that stock or expenses name stays: its purchases, expenses and figures point at it. The
 * checks read the stock and expense read models (indexed by vendor), which include this caller's own writes.
 */
@CommandHandler(DeleteVendorCommand)
export class DeleteVendorHandler implements ICommandHandler<DeleteVendorCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  async execute({ data: { vendorId }, context }: DeleteVendorCommand): Promise<CommandReceipt> {
    if ((await this.store.count(STOCKS, { vendorId })) > 0) throw conflict('vendors.vendorHasStock');
    if ((await this.store.count(EXPENSES, { vendorId })) > 0) throw conflict('vendors.vendorHasExpenses');
    const { position } = await this.aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'DeleteVendor', data: { vendorId } }, context);
    return { id: vendorId, position: position.toString() };
  }
}
