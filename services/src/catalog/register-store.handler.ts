import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_STORE_ID, storeStream, type CommandReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { storeDecider } from './store.decider';

export class RegisterStoreCommand extends Command<{ name: string; userId: number }> {}

/** A new store under the user who registers it. Id 1 is the business's own store, so registered stores count from 2. */
@CommandHandler(RegisterStoreCommand)
export class RegisterStoreHandler implements ICommandHandler<RegisterStoreCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { name, userId }, context }: RegisterStoreCommand): Promise<CommandReceipt> {
    const storeId = DEFAULT_STORE_ID + (await this.ids.next('store', context));
    const { position } = await this.aggregates.execute(storeStream(storeId), storeDecider, { type: 'RegisterStore', data: { storeId, name, userId } }, context);
    return { id: storeId, position: position.toString() };
  }
}
