import { CommandHandler } from '@nestjs/cqrs';
import { DEFAULT_STORE_ID, storeStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { NewRecordHandler, onStream, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { storeDecider } from './store.decider';

export class RegisterStoreCommand extends Command<{ name: string; userId: number }> {}

/** A new store under the user who registers it. Id 1 is the business's own store, so registered stores count from 2. */
@CommandHandler(RegisterStoreCommand)
export class RegisterStoreHandler extends NewRecordHandler<RegisterStoreCommand['data']> {
  protected readonly kind = 'store';

  protected write(allocated: number, { name, userId }: RegisterStoreCommand['data']): StreamWrite {
    const storeId = DEFAULT_STORE_ID + allocated;
    return onStream(storeStream(storeId), storeDecider, { type: 'RegisterStore', data: { storeId, name, userId } }, storeId);
  }
}
