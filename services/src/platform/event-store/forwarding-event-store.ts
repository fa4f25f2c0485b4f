import type { RecordedEvent } from '@cargo/contracts';
import type { AppendResult, BatchHandler, EventStore, EventToAppend, ExpectedRevision, Snapshot, Subscription } from './event-store.port';

/** An event store that hands every call to another: a decorator overrides only what it changes. */
export class ForwardingEventStore implements EventStore {
  readonly verifyChain?: EventStore['verifyChain'];

  constructor(protected readonly inner: EventStore) {
    if (inner.verifyChain) this.verifyChain = () => inner.verifyChain!();
  }

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    return this.inner.append(streamId, events, expected);
  }

  readStream(streamId: string, fromRevision?: bigint): Promise<RecordedEvent[]> {
    return this.inner.readStream(streamId, fromRevision);
  }

  readStreamBackwards(streamId: string, maxCount: number, before?: bigint): Promise<RecordedEvent[]> {
    return this.inner.readStreamBackwards(streamId, maxCount, before);
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

  writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void> {
    return this.inner.writeSnapshot(streamId, snapshot);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
