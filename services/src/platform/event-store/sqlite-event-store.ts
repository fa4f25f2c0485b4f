import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import type { RecordedEvent } from '@cargo/contracts';
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
import { upcast } from './upcasters';
import { stillKept } from './key-streams';
import { GENESIS, linkHash, type ChainReport } from './hash-chain';
import type { AppendOutcome, AppendRequest } from './log-writer';
import { InlineWriter, WriterLostError, type GroupWriter } from './log-writers';

interface EventRow {
  position: number | bigint;
  stream_id: string;
  revision: number | bigint;
  type: string;
  data: string;
  metadata: string;
  hash: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  position INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id TEXT NOT NULL,
  revision INTEGER NOT NULL,
  type TEXT NOT NULL,
  data TEXT NOT NULL,
  metadata TEXT NOT NULL,
  hash TEXT,
  UNIQUE (stream_id, revision)
);
CREATE TABLE IF NOT EXISTS streams (
  stream_id TEXT PRIMARY KEY,
  revision INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS snapshots (
  stream_id TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  revision INTEGER NOT NULL,
  state TEXT NOT NULL
) WITHOUT ROWID;
`;

/** How often a subscriber looks for events appended by another process. */
const POLL_MS = 100;
const SUBSCRIPTION_BATCH = 1000;
/** Events per read when the hash chain is checked. */
const CHAIN_BATCH = 5000;

interface PendingAppend {
  request: AppendRequest;
  settle(outcome: AppendOutcome | { error: unknown }): void;
}

export interface SqliteEventStoreOptions {
  /**
   * How long a woken subscriber waits for more appends before reading: larger batches mean fewer
   * write transactions competing with the writers for the database (the projection thread).
   */
  gatherMs?: number;
  /** How long a key stream's events are read (`key-streams.ts`); by default, always. */
  keyStreamKeepMs?: number;
  /** Where appends and snapshots are written, made once the schema is there (default: on this connection, on this thread). */
  writer?: (db: Database.Database) => GroupWriter;
}

/**
 * The embedded event log: one SQLite table in the shared database file. SQLite serialises
 * writers, so positions become visible in order and a reader never skips a slower commit.
 *
 * Group commit: the appends requested while the previous group is being written (or, with nothing
 * in flight, in one turn of the event loop) commit together in one transaction, so one disk sync
 * serves them all. Reads use this connection; writes go to the `GroupWriter`.
 */
export class SqliteEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private readonly statements;
  private readonly writer: GroupWriter;
  private readonly gatherMs: number;
  private readonly keyStreamKeepMs: number | undefined;
  private pending: PendingAppend[] = [];
  private writing: Promise<void> | null = null;

  constructor(db: Database.Database, options: SqliteEventStoreOptions = {}) {
    db.exec(SCHEMA);
    linkEarlierEvents(db);
    this.appended.setMaxListeners(0);
    this.gatherMs = options.gatherMs ?? 0;
    this.keyStreamKeepMs = options.keyStreamKeepMs;
    this.writer = options.writer ? options.writer(db) : new InlineWriter(db);
    this.statements = {
      chain: db.prepare<[bigint, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?').safeIntegers(true),
      readStream: db.prepare<[string, bigint], EventRow>('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision').safeIntegers(true),
      readStreamBackwards: db
        .prepare<[string, bigint, number], EventRow>('SELECT * FROM events WHERE stream_id = ? AND revision < ? ORDER BY revision DESC LIMIT ?')
        .safeIntegers(true),
      readAll: db.prepare<[bigint, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?').safeIntegers(true),
      head: db.prepare<[], { head: bigint | null }>('SELECT MAX(position) AS head FROM events').safeIntegers(true),
      snapshot: db
        .prepare<[string], { version: string; revision: bigint; state: string }>('SELECT version, revision, state FROM snapshots WHERE stream_id = ?')
        .safeIntegers(true),
    };
  }

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      // Serialised here, so the writer (perhaps on another thread) receives text.
      const request: AppendRequest = {
        streamId,
        expected: String(expected),
        events: events.map((event) => ({ type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) })),
      };
      const settle = (outcome: AppendOutcome | { error: unknown }) => {
        if ('error' in outcome) reject(outcome.error);
        else if ('conflict' in outcome) reject(conflictOf(outcome.conflict));
        else resolve({ nextRevision: BigInt(outcome.nextRevision), position: BigInt(outcome.position) });
      };
      if (this.pending.length === 0 && !this.writing) setImmediate(() => this.writeNext());
      this.pending.push({ request, settle });
    });
  }

  /** Writes what is pending as one group; when it is written, the next group (gathered meanwhile). */
  private writeNext(): void {
    if (this.pending.length === 0 || this.writing) return;
    const group = this.pending;
    this.pending = [];
    this.writing = this.writer.commit(group.map((append) => append.request)).then(
      (outcomes) => {
        let last = 0;
        group.forEach((append, index) => {
          const outcome = outcomes[index];
          if ('position' in outcome && outcome.position > last) last = outcome.position;
          append.settle(outcome);
        });
        this.finishWriting();
        if (last > 0) this.appended.emit('appended', BigInt(last));
      },
      (error: unknown) => {
        for (const append of group)
          append.settle({ error: error instanceof WriterLostError ? new AppendOutcomeUnknownError(append.request.streamId, error.reason) : error });
        this.finishWriting();
      },
    );
  }

  private finishWriting(): void {
    this.writing = null;
    if (this.pending.length > 0) this.writeNext();
  }

  async readStream(streamId: string, fromRevision = 0n): Promise<RecordedEvent[]> {
    return stillKept(streamId, this.statements.readStream.all(streamId, fromRevision).map(toRecorded), this.keyStreamKeepMs);
  }

  async readStreamBackwards(streamId: string, maxCount: number, before = BigInt(Number.MAX_SAFE_INTEGER)): Promise<RecordedEvent[]> {
    return stillKept(streamId, this.statements.readStreamBackwards.all(streamId, before, maxCount).map(toRecorded), this.keyStreamKeepMs);
  }

  async readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]> {
    return this.statements.readAll.all(after, maxCount).map(toRecorded);
  }

  async headPosition(): Promise<bigint> {
    return this.statements.head.get()?.head ?? 0n;
  }

  subscribe(after: bigint, handler: BatchHandler, onError: (error: unknown) => void): Subscription {
    let stopped = false;
    let wake: (() => void) | null = null;
    const nudge = () => wake?.();
    this.appended.on('appended', nudge);
    const sleep = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          if (this.gatherMs > 0) setTimeout(resolve, this.gatherMs);
          else resolve();
        };
      });
    const loop = async () => {
      let checkpoint = after;
      while (!stopped) {
        const batch = await this.readAll(checkpoint, SUBSCRIPTION_BATCH);
        if (batch.length === 0) {
          await sleep();
          continue;
        }
        await handler(batch);
        checkpoint = batch[batch.length - 1].position;
      }
    };
    const done = loop().catch((error: unknown) => {
      if (!stopped) onError(error);
    });
    return {
      stop: async () => {
        stopped = true;
        this.appended.off('appended', nudge);
        wake?.();
        await done;
      },
    };
  }

  /** Called with the position of each append made through this connection. */
  onAppended(listener: (position: bigint) => void): void {
    this.appended.on('appended', listener);
  }

  /** Wakes this connection's subscribers: another connection (a thread, a process) appended. */
  nudge(): void {
    this.appended.emit('appended', 0n);
  }

  async readSnapshot(streamId: string): Promise<Snapshot | null> {
    const row = this.statements.snapshot.get(streamId);
    return row ? { version: row.version, revision: BigInt(row.revision), state: JSON.parse(row.state) as unknown } : null;
  }

  /** Beside the events, in the same file, by the same writer; an older snapshot never replaces a newer one. */
  async writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void> {
    await this.writer.keepSnapshot({ streamId, version: snapshot.version, revision: snapshot.revision.toString(), state: JSON.stringify(snapshot.state) });
  }

  /**
   * Recomputes every link in position order and reports the first event whose stored hash differs.
   * Reads a batch at a time and yields between batches, so requests are served meanwhile.
   */
  async verifyChain(): Promise<ChainReport> {
    let previous = GENESIS;
    let checked = 0;
    for (let after = 0n; ;) {
      const rows = this.statements.chain.all(after, CHAIN_BATCH);
      for (const row of rows) {
        const expected = linkHash(previous, { streamId: row.stream_id, revision: row.revision, type: row.type, data: row.data, metadata: row.metadata });
        if (row.hash !== expected) return { checked, firstBroken: { position: String(row.position), streamId: row.stream_id, revision: String(row.revision) } };
        previous = expected;
        checked += 1;
      }
      if (rows.length < CHAIN_BATCH) return { checked, firstBroken: null };
      after = BigInt(rows[rows.length - 1].position);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Writes what was asked before it (its callers are told), then stops the writer. */
  async close(): Promise<void> {
    this.writeNext();
    while (this.writing) await this.writing;
    this.appended.removeAllListeners();
    await this.writer.close();
  }
}

/**
 * A log written before events carried hashes gets the column and its chain once, at open, over the
 * events as they are then (what came before cannot be vouched for, only what follows).
 */
function linkEarlierEvents(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(events)').all();
  if (!columns.some((column) => column.name === 'hash')) db.exec('ALTER TABLE events ADD COLUMN hash TEXT');
  // Links are written with every append after this, so the newest event tells whether any lacks one.
  const newest = db.prepare<[], { hash: string | null }>('SELECT hash FROM events ORDER BY position DESC LIMIT 1').get();
  if (!newest || newest.hash !== null) return;
  db.transaction(() => {
    const update = db.prepare('UPDATE events SET hash = ? WHERE position = ?');
    let previous = GENESIS;
    const rows = db.prepare<[], EventRow>('SELECT * FROM events ORDER BY position').safeIntegers(true).all();
    for (const row of rows) {
      previous = row.hash ?? linkHash(previous, { streamId: row.stream_id, revision: row.revision, type: row.type, data: row.data, metadata: row.metadata });
      if (row.hash === null) update.run(previous, row.position);
    }
  }).immediate();
}

function conflictOf(conflict: { streamId: string; expected: string; actual: number | null }): ConcurrencyError {
  const expected: ExpectedRevision = conflict.expected === 'no_stream' || conflict.expected === 'any' ? conflict.expected : BigInt(conflict.expected);
  return new ConcurrencyError(conflict.streamId, expected, conflict.actual === null ? 'no_stream' : BigInt(conflict.actual));
}

function toRecorded(row: EventRow): RecordedEvent {
  return upcast({
    streamId: row.stream_id,
    revision: BigInt(row.revision),
    position: BigInt(row.position),
    type: row.type,
    data: JSON.parse(row.data),
    metadata: JSON.parse(row.metadata),
  });
}
