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

  /** The next id of the kind; `about` is kept with it (what record owns it), for `recorded` to answer. */
  async next(kind: string, context: CommandContext, about: Record<string, number> = {}): Promise<number> {
    const result = await this.store.append(`sequence-${kind}`, [{ type: 'IdAllocated', data: { ...about, kind }, metadata: metadataFor(context) }], 'any');
    const id = Number(result.nextRevision) + 1;
    noteAllocatedId(id);
    return id;
  }

  /**
   * What was kept with an id when it was allocated (null: no such id). One read of one event: the id
   * is its allocation's revision plus one, so however long the sequence, this costs the same.
   */
  async recorded(kind: string, id: number): Promise<Record<string, unknown> | null> {
    if (!Number.isSafeInteger(id) || id < 1) return null;
    const [allocation] = await this.store.readStreamBackwards(`sequence-${kind}`, 1, BigInt(id));
    return allocation && allocation.revision === BigInt(id - 1) ? (allocation.data as Record<string, unknown>) : null;
  }
}
