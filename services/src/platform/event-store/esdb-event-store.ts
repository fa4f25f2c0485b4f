import {
  AccessDeniedError,
  AppendRecordSizeExceededError,
  BACKWARDS,
  InvalidArgumentError,
  StreamTombstonedError,
  END,
  KurrentDBClient,
  FORWARDS,
  MaxAppendSizeExceededError,
  NO_STREAM,
  START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Position,
  type ReadStreamOptions,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import type { EventMetadata, RecordedEvent } from '@cargo/contracts';
import {
  AppendOutcomeUnknownError,
  ConcurrencyError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type Snapshot,
  type Subscription,
} from './event-store.port';
import { GENESIS, LINK_FIELD, linkHash, storedForm, StreamChains, type ChainReport } from './hash-chain';
import { isKeyStream } from './key-streams';
import { upcast } from './upcasters';

/** How many records of `$all` one read asks for, system records included. */
const PAGE = 500;
const APPEND_ATTEMPTS = 3;
/**
 * How often an append that expected any revision reads the head again after losing a race. Many
 * writers on one stream (id allocation) each lose some races: the backoff spreads them out.
 */
const ANY_APPEND_ATTEMPTS = 12;
const SUBSCRIPTION_BATCH = 1000;
/** How long a subscription gathers what arrives before handing it over as one batch. */
const SUBSCRIPTION_GATHER_MS = 5;
/**
 * What the log's readers ask the server for: neither system records (`$`-typed) nor snapshots
 * (`SnapshotTaken`, up to 900 KiB each, kept on snapshot streams beside the log), so neither crosses
 * the wire to a subscriber or fills a page of `$all`. `toRecorded` still drops both, should one come.
 */
export const LOG_EVENT_TYPES = '^(?!\\$)(?!SnapshotTaken$)';
const logEvents = () => eventTypeFilter({ regex: LOG_EVENT_TYPES });
/** Snapshots are caches: one larger than this is not kept (the server refuses appends over 1 MiB by default). */
const MAX_SNAPSHOT_BYTES = 900 * 1024;
/** A snapshot stream's `maxCount: 1` is set again every this many writes, in case setting it once failed. */
const SNAPSHOT_METADATA_EVERY = 32n;

/**
 * The errors that say an append did not commit: the server refused it (another revision, no right
 * to write, the stream deleted, an argument or size it does not take). Every other error may have
 * come after the server committed (a timeout, a cancelled call, the server gone, a leader change,
 * an error the client does not know): the append is retried with the same event ids, which the
 * server treats as the same append, and if that cannot tell either, its outcome is unknown.
 */
const isRefusal = (error: unknown) =>
  error instanceof WrongExpectedVersionError ||
  error instanceof AccessDeniedError ||
  error instanceof StreamDeletedError ||
  error instanceof StreamTombstonedError ||
  error instanceof InvalidArgumentError ||
  error instanceof MaxAppendSizeExceededError ||
  error instanceof AppendRecordSizeExceededError;

/** A short random wait that grows with each lost race, so racing writers stop meeting. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));

/**
 * EventStoreDB adapter, chosen by EVENTSTORE_URL. Global positions are the commit positions of
 * `$all` (commit and prepare positions are equal for single appends on EventStoreDB 20+).
 */
export class EsdbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  /** `$maxAge` of key streams, in seconds (`key-streams.ts`); none when unset. */
  private readonly keyStreamMaxAge: number | null;

  constructor(connectionString: string, options: { keyStreamKeepMs?: number } = {}) {
    this.client = KurrentDBClient.connectionString(connectionString);
    this.keyStreamMaxAge = options.keyStreamKeepMs === undefined ? null : Math.max(1, Math.ceil(options.keyStreamKeepMs / 1000));
  }

  /**
   * Each event carries its link in the stream's hash chain (`hash-chain.ts`): the previous event's
   * link is read first and the append expects exactly that revision, so no other append can come
   * between them (an append that expected any revision reads again and retries on a conflict).
   * An append whose outcome is unknown (timeout, cancelled, server unavailable) may have committed:
   * it is retried with the same event ids and expected revision, which the server treats as the same
   * append (idempotent write), so it lands once; if it still cannot tell, the caller is told so.
   */
  async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    // Set before the stream's first event, so no key stream is ever kept for good (setting it twice is harmless).
    if (expected === 'no_stream' && this.keyStreamMaxAge !== null && isKeyStream(streamId))
      await this.client.setStreamMetadata(streamId, { maxAge: this.keyStreamMaxAge });
    for (let conflicts = 0; ; conflicts += 1) {
      const head = await this.linkBefore(streamId, expected);
      const proposed = linked(streamId, events, head).map((event) =>
        jsonEvent({ id: event.metadata.eventId, type: event.type, data: event.data as never, metadata: event.metadata as never }),
      );
      try {
        return await this.appendProposed(streamId, proposed, head.revision === null ? NO_STREAM : head.revision);
      } catch (error) {
        // Only a caller that expected any revision may be retried: the others asked for that revision.
        if (!(error instanceof WrongExpectedVersionError) || expected !== 'any' || conflicts >= ANY_APPEND_ATTEMPTS)
          throw toConcurrency(error, streamId, expected);
        await backoff(conflicts);
      }
    }
  }

  private async appendProposed(streamId: string, proposed: ReturnType<typeof jsonEvent>[], streamState: AppendStreamState): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await this.client.appendToStream(streamId, proposed, { streamState });
        // A server that does not report the position: the appended event's own, read back (never 0, which would let a read skip waiting for it).
        return {
          nextRevision: result.nextExpectedRevision,
          position: result.position?.commit ?? (await this.positionOf(streamId, result.nextExpectedRevision)),
        };
      } catch (error) {
        if (isRefusal(error)) throw error;
        if (attempt >= APPEND_ATTEMPTS) throw new AppendOutcomeUnknownError(streamId, error);
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }

  private async positionOf(streamId: string, revision: bigint): Promise<bigint> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, direction: FORWARDS, maxCount: 1 })) {
      if (resolved.event?.position) return resolved.event.position.commit;
    }
    // The append was acknowledged, but where it landed cannot be told: for the caller, an unknown outcome.
    throw new AppendOutcomeUnknownError(streamId, `EventStoreDB reported no position for ${streamId}@${revision}, and the event cannot be read back`);
  }

  /** The stream's last link and revision the append will follow (null revision: no stream yet). */
  private async linkBefore(streamId: string, expected: ExpectedRevision): Promise<{ hash: string; revision: bigint | null }> {
    if (expected === 'no_stream') return { hash: GENESIS, revision: null };
    const read: ReadStreamOptions =
      expected === 'any' ? { fromRevision: END, direction: BACKWARDS, maxCount: 1 } : { fromRevision: expected, direction: FORWARDS, maxCount: 1 };
    try {
      for await (const resolved of this.client.readStream(streamId, read)) {
        const event = resolved.event;
        if (!event) continue;
        // Read forward from the expected revision, a later event means the stream has moved on past it:
        // its event there is gone (a key stream's `$maxAge`) and another writer appended after it.
        if (expected !== 'any' && event.revision !== expected) throw new ConcurrencyError(streamId, expected, event.revision);
        const link = (event.metadata as Record<string, unknown> | undefined)?.[LINK_FIELD];
        // An event from before links were kept: the chain starts after it.
        return { hash: typeof link === 'string' ? link : GENESIS, revision: event.revision };
      }
    } catch (error) {
      // A tombstoned stream reads as none here; the append itself is then refused by the server.
      if (!(error instanceof StreamNotFoundError || error instanceof StreamDeletedError)) throw error;
    }
    // No event there: a new stream, or (for a revision the stream has not reached) the server refuses the append.
    return { hash: GENESIS, revision: expected === 'any' ? null : expected };
  }

  /** Walks `$all` in order and checks every stream's chain of links (`StreamChains`). */
  async verifyChain(): Promise<ChainReport> {
    const chains = new StreamChains();
    for await (const resolved of this.client.readAll({ fromPosition: START, direction: FORWARDS })) {
      const event = resolved.event;
      if (!event || !event.isJson || event.streamId.startsWith('$') || event.type.startsWith('$') || event.streamId.startsWith(SNAPSHOT_PREFIX)) continue;
      const linkedEvent = {
        streamId: event.streamId,
        revision: event.revision,
        type: event.type,
        data: event.data,
        metadata: (event.metadata ?? {}) as Record<string, unknown>,
      };
      if (!chains.check(linkedEvent))
        return {
          checked: chains.checked,
          firstBroken: { position: String(event.position?.commit ?? 0n), streamId: event.streamId, revision: String(event.revision) },
        };
    }
    return { checked: chains.checked, firstBroken: null };
  }

  readStream(streamId: string, fromRevision = 0n): Promise<RecordedEvent[]> {
    return this.readEvents(streamId, { fromRevision: fromRevision === 0n ? START : fromRevision, direction: FORWARDS });
  }

  readStreamBackwards(streamId: string, maxCount: number, before?: bigint): Promise<RecordedEvent[]> {
    if (before === 0n) return Promise.resolve([]);
    return this.readEvents(streamId, { fromRevision: before === undefined ? END : before - 1n, direction: BACKWARDS, maxCount });
  }

  /** The stream's user events as the read gives them; [] when the stream does not exist. */
  private async readEvents(streamId: string, read: ReadStreamOptions): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, read)) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Up to `maxCount` user events after `after`. `maxCount` on the server counts records, system
   * ones too, so pages are read until the batch is full or the log ends: a run of system records
   * mid-log never looks like the end.
   */
  async readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    // A page starts at the last position read (inclusive), so each page re-reads one record: skipped by position.
    let cursor = after;
    for (;;) {
      let records = 0;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({
        fromPosition: fromPosition(cursor),
        direction: FORWARDS,
        maxCount: PAGE,
        filter: logEvents(),
      });
      for await (const resolved of page) {
        records += 1;
        const position = resolved.event?.position?.commit;
        if (position === undefined || position <= cursor) continue;
        cursor = position;
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
        if (events.length === maxCount) return events;
      }
      if (records < PAGE) return events;
    }
  }

  /**
   * Catch-up then live, in batches as the embedded store does: what arrives within a few
   * milliseconds is gathered, then the stream is paused while the handler works on it, and what
   * arrived meanwhile goes to the next call together. So a projection commits one transaction per
   * batch, not per event. A stream that ends or closes without being stopped is an error (the
   * caller restarts it), never a silent stall.
   */
  subscribe(after: bigint, handler: BatchHandler, onError: (error: unknown) => void): Subscription {
    const subscription = this.client.subscribeToAll({ fromPosition: fromPosition(after), filter: logEvents() });
    let stopped = false;
    let failed = false;
    let waiting: RecordedEvent[] = [];
    let working: Promise<void> | null = null;
    const fail = (error: unknown) => {
      if (stopped || failed) return;
      failed = true;
      onError(error);
    };
    const work = async () => {
      await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_GATHER_MS));
      subscription.pause();
      while (waiting.length > 0 && !stopped) {
        const batch = waiting.slice(0, SUBSCRIPTION_BATCH);
        waiting = waiting.slice(batch.length);
        await handler(batch);
      }
      working = null;
      if (!stopped) subscription.resume();
    };
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      const recorded = toRecorded(resolved);
      if (!recorded || recorded.position <= after) return;
      waiting.push(recorded);
      working ??= work().catch(fail);
    });
    subscription.on('error', fail);
    subscription.on('end', () => fail(new Error('The EventStoreDB subscription ended')));
    subscription.on('close', () => fail(new Error('The EventStoreDB subscription closed')));
    return {
      stop: async () => {
        stopped = true;
        await subscription.unsubscribe();
        await working;
      },
    };
  }

  /** The last user event's position: backwards through `$all` past any run of system records. */
  async headPosition(): Promise<bigint> {
    let from: Position | typeof END = END;
    for (;;) {
      let records = 0;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({
        fromPosition: from,
        direction: BACKWARDS,
        maxCount: PAGE,
        filter: logEvents(),
      });
      for await (const resolved of page) {
        records += 1;
        if (resolved.event && toRecorded(resolved)) return resolved.event.position.commit;
        if (resolved.event?.position) from = resolved.event.position;
      }
      if (records < PAGE) return 0n;
    }
  }

  /** The latest event of the stream's snapshot stream (`snapshot-{stream}`, which keeps only its newest event). */
  async readSnapshot(streamId: string): Promise<Snapshot | null> {
    return (await this.lastSnapshot(streamId))?.snapshot ?? null;
  }

  /** The snapshot with the revision of its event in the snapshot stream (what the next write expects). */
  private async lastSnapshot(streamId: string): Promise<{ snapshot: Snapshot | null; eventRevision: bigint } | null> {
    try {
      for await (const resolved of this.client.readStream(snapshotStream(streamId), { fromRevision: END, direction: BACKWARDS, maxCount: 1 })) {
        if (!resolved.event) continue;
        const data = resolved.event.data as { version: string; revision: string; state: unknown } | undefined;
        return {
          snapshot: data ? { version: data.version, revision: BigInt(data.revision), state: data.state } : null,
          eventRevision: resolved.event.revision,
        };
      }
    } catch (error) {
      // A snapshot is a cache: a stream deleted (or tombstoned) by hand is no snapshot, never a failed load.
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return null;
      throw error;
    }
    return null;
  }

  /**
   * Keeps the newest snapshot only: an older one (a slower writer) never replaces it, one too large
   * for an append is not kept (a warning says so; the state is folded from events instead), and the
   * stream's `maxCount: 1` is set again now and then, so one failed setting never lets it grow. The
   * append expects the snapshot event it read, so of two racing writers the loser reads again and
   * keeps the winner's when it is newer.
   */
  async writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void> {
    const data = { version: snapshot.version, revision: snapshot.revision.toString(), state: snapshot.state as never };
    const bytes = Buffer.byteLength(JSON.stringify(data));
    if (bytes > MAX_SNAPSHOT_BYTES) {
      process.emitWarning(`Snapshot of ${streamId} not kept: ${bytes} bytes is over ${MAX_SNAPSHOT_BYTES}`, 'SnapshotTooLarge');
      return;
    }
    const stream = snapshotStream(streamId);
    for (let conflicts = 0; ; conflicts += 1) {
      const current = await this.lastSnapshot(streamId);
      if (current?.snapshot && current.snapshot.version === snapshot.version && current.snapshot.revision >= snapshot.revision) return;
      try {
        const result = await this.client.appendToStream(stream, jsonEvent({ type: 'SnapshotTaken', data }), {
          streamState: current ? current.eventRevision : NO_STREAM,
        });
        if (result.nextExpectedRevision % SNAPSHOT_METADATA_EVERY === 0n) await this.client.setStreamMetadata(stream, { maxCount: 1 });
        return;
      } catch (error) {
        if (error instanceof MaxAppendSizeExceededError) {
          process.emitWarning(`Snapshot of ${streamId} not kept: the server refused its size`, 'SnapshotTooLarge');
          return;
        }
        // A tombstoned snapshot stream takes no more snapshots: the aggregate is folded from its events.
        if (error instanceof StreamDeletedError) return;
        if (!(error instanceof WrongExpectedVersionError) || conflicts >= ANY_APPEND_ATTEMPTS) throw error;
        await backoff(conflicts);
      }
    }
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** Snapshot streams keep only their newest event: caches beside the log, outside the chain. */
const SNAPSHOT_PREFIX = 'snapshot-';
const snapshotStream = (streamId: string) => `${SNAPSHOT_PREFIX}${streamId}`;

/** The events with their links, each after the one before, from the stream's last link on. */
function linked(streamId: string, events: EventToAppend[], head: { hash: string; revision: bigint | null }): EventToAppend[] {
  let previous = head.hash;
  let revision = head.revision === null ? 0n : head.revision + 1n;
  return events.map((event) => {
    const link = linkHash(
      previous,
      storedForm({ streamId, revision, type: event.type, data: event.data, metadata: event.metadata as unknown as Record<string, unknown> }),
    );
    previous = link;
    revision += 1n;
    return { ...event, metadata: { ...event.metadata, [LINK_FIELD]: link } as EventToAppend['metadata'] };
  });
}

function toConcurrency(error: unknown, streamId: string, expected: ExpectedRevision): unknown {
  if (!(error instanceof WrongExpectedVersionError)) return error;
  const actual = typeof error.actualState === 'bigint' ? error.actualState : 'no_stream';
  return new ConcurrencyError(streamId, expected, actual);
}

function fromPosition(after: bigint): Position | typeof START {
  return after === 0n ? START : { commit: after, prepare: after };
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  // Snapshot streams are caches beside the log, not its events: no reader of the log sees them.
  if (!event || !event.isJson || event.streamId.startsWith('$') || event.type.startsWith('$') || event.streamId.startsWith(SNAPSHOT_PREFIX)) return null;
  return upcast({
    streamId: event.streamId,
    revision: event.revision,
    position: event.position?.commit ?? 0n,
    type: event.type,
    data: event.data as RecordedEvent['data'],
    metadata: event.metadata as unknown as EventMetadata,
  });
}
