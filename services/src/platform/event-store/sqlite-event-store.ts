import { EventEmitter } from 'node:events';
import type Database from 'better-sqlite3';
import type { RecordedEvent } from '@cargo/contracts';
import {
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
import { GENESIS, linkHash, type ChainReport } from './hash-chain';

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
  streamId: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
  settle(outcome: { result: AppendResult } | { error: unknown }): void;
}

/**
 * The embedded event log: one SQLite table in the shared database file. SQLite serialises
 * writers, so positions become visible in order and a reader never skips a slower commit.
 *
 * Group commit: the appends requested in one turn of the event loop commit in one transaction, so
 * one disk sync (`synchronous=FULL`) serves them all. Each append keeps its own expected-revision
 * check in a savepoint: a conflict rolls back and fails only that append.
 */
export class SqliteEventStore implements EventStore {
  private readonly appended = new EventEmitter();
  private readonly statements;
  private readonly appendTransaction;
  private readonly groupTransaction;
  private pending: PendingAppend[] = [];

  /**
   * @param gatherMs how long a woken subscriber waits for more appends before reading: larger batches
   *   mean fewer write transactions competing with the writers for the database (the projection thread).
   */
  constructor(
    db: Database.Database,
    private readonly gatherMs = 0,
  ) {
    db.exec(SCHEMA);
    linkEarlierEvents(db);
    this.appended.setMaxListeners(0);
    this.statements = {
      revision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
      insert: db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?)'),
      lastHash: db.prepare<[], { hash: string | null }>('SELECT hash FROM events ORDER BY position DESC LIMIT 1'),
      chain: db.prepare<[bigint, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?').safeIntegers(true),
      setRevision: db.prepare('INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision'),
      readStream: db.prepare<[string, bigint], EventRow>('SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision').safeIntegers(true),
      readAll: db.prepare<[bigint, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?').safeIntegers(true),
      head: db.prepare<[], { head: bigint | null }>('SELECT MAX(position) AS head FROM events').safeIntegers(true),
      snapshot: db.prepare<[string], { version: string; revision: bigint; state: string }>('SELECT version, revision, state FROM snapshots WHERE stream_id = ?').safeIntegers(true),
      keepSnapshot: db.prepare('INSERT INTO snapshots (stream_id, version, revision, state) VALUES (?, ?, ?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, revision = excluded.revision, state = excluded.state WHERE excluded.revision >= snapshots.revision'),
    };
    this.appendTransaction = db.transaction((streamId: string, events: EventToAppend[], expected: ExpectedRevision) => {
      const current = this.statements.revision.get(streamId)?.revision;
      checkExpected(streamId, expected, current);
      let revision = current ?? -1;
      let position = 0n;
      // Read inside the write transaction: the link is to whatever event was last, from any process.
      let previous = this.statements.lastHash.get()?.hash ?? GENESIS;
      for (const event of events) {
        revision += 1;
        const stored = { streamId, revision, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) };
        previous = linkHash(previous, stored);
        const info = this.statements.insert.run(streamId, revision, stored.type, stored.data, stored.metadata, previous);
        position = BigInt(info.lastInsertRowid);
      }
      this.statements.setRevision.run(streamId, revision);
      return { nextRevision: BigInt(revision), position };
    });
    // Nested in the group's transaction, each append runs in a savepoint of its own.
    this.groupTransaction = db.transaction((group: PendingAppend[]) =>
      group.map((append) => {
        try {
          return { result: this.appendTransaction(append.streamId, append.events, append.expected) };
        } catch (error) {
          if (error instanceof ConcurrencyError) return { error };
          throw error;
        }
      }),
    );
  }

  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      if (this.pending.length === 0) setImmediate(() => this.commitGroup());
      this.pending.push({ streamId, events, expected, settle: (outcome) => ('result' in outcome ? resolve(outcome.result) : reject(outcome.error)) });
    });
  }

  private commitGroup(): void {
    const group = this.pending;
    this.pending = [];
    let outcomes: ({ result: AppendResult } | { error: unknown })[];
    try {
      outcomes = this.groupTransaction.immediate(group);
    } catch (error) {
      for (const append of group) append.settle({ error });
      return;
    }
    const last = outcomes.reduce((head, outcome) => ('result' in outcome && outcome.result.position > head ? outcome.result.position : head), 0n);
    group.forEach((append, index) => append.settle(outcomes[index]));
    if (last > 0n) this.appended.emit('appended', last);
  }

  async readStream(streamId: string, fromRevision = 0n): Promise<RecordedEvent[]> {
    return this.statements.readStream.all(streamId, fromRevision).map(toRecorded);
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

  /** Beside the events, in the same file; an older snapshot never replaces a newer one. */
  async writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void> {
    this.statements.keepSnapshot.run(streamId, snapshot.version, snapshot.revision, JSON.stringify(snapshot.state));
  }

  /**
   * Recomputes every link in position order and reports the first event whose stored hash differs.
   * Reads a batch at a time and yields between batches, so requests are served meanwhile.
   */
  async verifyChain(): Promise<ChainReport> {
    let previous = GENESIS;
    let checked = 0;
    for (let after = 0n; ; ) {
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

  async close(): Promise<void> {
    this.appended.removeAllListeners();
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

function checkExpected(streamId: string, expected: ExpectedRevision, current: number | undefined): void {
  if (expected === 'any') return;
  if (expected === 'no_stream') {
    if (current !== undefined) throw new ConcurrencyError(streamId, expected, BigInt(current));
    return;
  }
  if (current === undefined || BigInt(current) !== expected) {
    throw new ConcurrencyError(streamId, expected, current === undefined ? 'no_stream' : BigInt(current));
  }
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
