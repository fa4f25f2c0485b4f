import { personalFieldsOf, type RecordedEvent } from '@cargo/contracts';
import type { AppendResult, BatchHandler, EventStore, EventToAppend, ExpectedRevision, Subscription } from '../event-store/event-store.port';
import { ForwardingEventStore } from '../event-store/forwarding-event-store';
import type { KeyStore } from './key-store.port';
import { openAll, sealData } from './seal';

/**
 * The event log as everything above it sees it: personal fields are sealed on the way in and opened
 * on the way out. The store keeps (and the hash chain covers) only the sealed form, so destroying a
 * key changes no stored byte. Each opened event keeps its stored data as `sealed`, the form the audit
 * log records, so an erasure reaches the history too.
 */
export class VaultEventStore extends ForwardingEventStore {
  constructor(
    inner: EventStore,
    private readonly keys: KeyStore,
  ) {
    super(inner);
  }

  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    const sealed = await Promise.all(events.map(async (event) => ({ ...event, data: await sealData(event.type, event.data, this.keys) })));
    return this.inner.append(streamId, sealed, expected);
  }

  override async readStream(streamId: string, fromRevision?: bigint): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readStream(streamId, fromRevision));
  }

  override async readStreamBackwards(streamId: string, maxCount: number, before?: bigint): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readStreamBackwards(streamId, maxCount, before));
  }

  override async readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    return this.open(await this.inner.readAll(after, maxCount));
  }

  override subscribe(after: bigint, handler: BatchHandler, onError: (error: unknown) => void): Subscription {
    return this.inner.subscribe(after, async (events) => handler(await this.open(events)), onError);
  }

  // Snapshots (passed through) hold decider states, kept for growing streams only: credit, amounts, nobody's personal data.

  /** Only event types that carry personal data are looked into, so reading the rest of the log costs nothing more. */
  private async open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const personal = events.filter((event) => personalFieldsOf(event.type));
    if (!personal.length) return events;
    const opened = new Map(personal.map((event, index) => [event, index]));
    const data = await openAll(
      personal.map((event) => event.data),
      this.keys,
    );
    return events.map((event) => {
      const index = opened.get(event);
      return index === undefined || data[index] === event.data ? event : ({ ...event, data: data[index], sealed: event.data } as RecordedEvent);
    });
  }
}
