import type { CommandContext } from './command-context';
import { metadataFor } from './aggregate-repository';
import type { EventStore } from '../event-store/event-store.port';
import { noteAllocatedId } from '../event-store/write-gate';

/**
 * Human ids (1, 2, 3, ...) per kind of record. Each id is one `IdAllocated` event on the kind's
 * sequence stream; the log hands every appender its own revision, so ids are unique under
 * concurrency on both adapters without any other storage.
 */
export class IdAllocator {
  constructor(private readonly store: EventStore) {}

  async next(kind: string, context: CommandContext): Promise<number> {
    const result = await this.store.append(`sequence-${kind}`, [{ type: 'IdAllocated', data: { kind }, metadata: metadataFor(context) }], 'any');
    const id = Number(result.nextRevision) + 1;
    noteAllocatedId(id);
    return id;
  }
}
