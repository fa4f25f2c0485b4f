import { CommandHandler } from '@nestjs/cqrs';
import { STORAGE_TERMS_STREAM, type StorageTerms } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { storageTermsDecider } from './storage-terms.decider';

export class SetStorageTermsCommand extends Command<{ terms: StorageTerms }> {}

/** Root's storage terms: free days, the daily fee after them, the days after which an unclaimed package may be disposed of. */
@CommandHandler(SetStorageTermsCommand)
export class SetStorageTermsHandler extends StreamCommandHandler<SetStorageTermsCommand['data']> {
  protected write({ terms }: SetStorageTermsCommand['data']): StreamWrite {
    return onStream(STORAGE_TERMS_STREAM, storageTermsDecider, { type: 'SetStorageTerms', data: { terms } }, 1);
  }
}
