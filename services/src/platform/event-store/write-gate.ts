import { AsyncLocalStorage } from 'node:async_hooks';
import type { RecordedEvent } from '@cargo/contracts';
import type { AppendResult, BatchHandler, EventStore, EventToAppend, ExpectedRevision, Snapshot, Subscription } from './event-store.port';

/** Something that must happen once before a unit of work's first append (e.g. claiming an idempotency key). */
type Opener = () => Promise<void>;

const gates = new AsyncLocalStorage<Opener>();

/**
 * Runs `work` so that its first append first runs `open` (once; every later append waits for the
 * same result). Work that never appends never opens the gate, so a request refused before it
 * writes leaves nothing in the log.
 */
export function withWriteGate<T>(open: Opener, work: () => Promise<T>): Promise<T> {
  let opened: Promise<void> | null = null;
  return gates.run(() => (opened ??= open()), work);
}

/** The event store commands write through: appends pass the current unit of work's gate first. */
export class GatedEventStore implements EventStore {
  constructor(private readonly inner: EventStore) {}

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    await gates.getStore()?.();
    return this.inner.append(streamId, events, expected);
  }

  readStream(streamId: string, fromRevision?: bigint): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, fromRevision);
  }

  readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(after, maxCount);
  }

  subscribe(after: bigint, handler: BatchHandler, onError: (error: unknown) => void): Subscription {
    return this.inner.subscribe(after, handler, onError);
  }

  headPosition(): Promise<bigint> {
    return this.inner.headPosition();
  }

  readSnapshot(streamId: string): Promise<Snapshot | null> {
    return this.inner.readSnapshot(streamId);
  }

  /** Bookkeeping, not a write of the command: it does not open the gate. */
  writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void> {
    return this.inner.writeSnapshot(streamId, snapshot);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
