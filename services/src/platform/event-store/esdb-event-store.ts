import {
  ANY,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '@cargo/contracts';
import {
  ConcurrencyError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Subscription,
} from './event-store.port';
import { upcast } from './upcasters';

/**
 * EventStoreDB adapter, chosen by EVENTSTORE_URL. Global positions are the commit positions of
 * `$all` (commit and prepare positions are equal for single appends on EventStoreDB 20+).
 */
export class EsdbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((event) => jsonEvent({ id: event.metadata.eventId, type: event.type, data: event.data as never, metadata: event.metadata as never })),
        { expectedRevision: toEsdbExpected(expected) },
      );
      return { nextRevision: result.nextExpectedRevision, position: result.position?.commit ?? 0n };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? error.actualVersion : 'no_stream';
        throw new ConcurrencyError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, fromRevision = 0n): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { fromRevision: fromRevision === 0n ? START : fromRevision, direction: FORWARDS })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    const reading = this.client.readAll({ fromPosition: fromPosition(after), direction: FORWARDS, maxCount: maxCount + 1 });
    for await (const resolved of reading) {
      const recorded = toRecorded(resolved);
      if (recorded && recorded.position > after) events.push(recorded);
      if (events.length === maxCount) break;
    }
    return events;
  }

  subscribe(after: bigint, handler: BatchHandler, onError: (error: unknown) => void): Subscription {
    const subscription = this.client.subscribeToAll({ fromPosition: fromPosition(after), filter: excludeSystemEvents() });
    let stopped = false;
    const done = (async () => {
      for await (const resolved of subscription) {
        const recorded = toRecorded(resolved);
        if (recorded && recorded.position > after) await handler([recorded]);
      }
    })().catch((error: unknown) => {
      if (!stopped) onError(error);
    });
    return {
      stop: async () => {
        stopped = true;
        await subscription.unsubscribe();
        await done;
      },
    };
  }

  async headPosition(): Promise<bigint> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: 'backwards', maxCount: 20 })) {
      if (resolved.event && !resolved.event.streamId.startsWith('$')) return resolved.event.position.commit;
    }
    return 0n;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return expected;
}

function fromPosition(after: bigint): Position | typeof START {
  return after === 0n ? START : { commit: after, prepare: after };
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || event.streamId.startsWith('$') || event.type.startsWith('$')) return null;
  return upcast({
    streamId: event.streamId,
    revision: event.revision,
    position: event.position?.commit ?? 0n,
    type: event.type,
    data: event.data as RecordedEvent['data'],
    metadata: event.metadata as unknown as EventMetadata,
  });
}
