import type Database from 'better-sqlite3';
import { GENESIS, linkHash } from './hash-chain';

/** One append as the writer receives it: data and metadata already JSON, so it crosses threads as text. */
export interface AppendRequest {
  streamId: string;
  /** `no_stream`, `any`, or the last revision read (decimal, so it clones as text). */
  expected: string;
  events: { type: string; data: string; metadata: string }[];
}

/** What became of one append of a group: written, or refused by its expected-revision check. */
export type AppendOutcome = { nextRevision: number; position: number } | { conflict: { streamId: string; expected: string; actual: number | null } };

/** A snapshot row as the writer keeps it (state already JSON). */
export interface SnapshotRow {
  streamId: string;
  version: string;
  revision: string;
  state: string;
}

class Conflict extends Error {
  constructor(readonly outcome: Extract<AppendOutcome, { conflict: unknown }>) {
    super('conflict');
  }
}

/**
 * The writing half of the embedded log, on one connection: whichever thread owns it (the request
 * thread, or the log writer's own thread) does every write of events and snapshots.
 *
 * A group of appends commits in one transaction, so one disk sync (`synchronous=FULL`) serves them all.
 * Each append keeps its own expected-revision check in a savepoint: a conflict rolls back and fails only
 * that append; any other error fails the whole group.
 */
export class LogWriter {
  private readonly statements;
  private readonly appendTransaction;
  private readonly groupTransaction;

  constructor(db: Database.Database) {
    this.statements = {
      revision: db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
      insert: db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata, hash) VALUES (?, ?, ?, ?, ?, ?)'),
      lastHash: db.prepare<[], { hash: string | null }>('SELECT hash FROM events ORDER BY position DESC LIMIT 1'),
      setRevision: db.prepare('INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision'),
      keepSnapshot: db.prepare(
        'INSERT INTO snapshots (stream_id, version, revision, state) VALUES (?, ?, ?, ?) ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, revision = excluded.revision, state = excluded.state WHERE excluded.revision >= snapshots.revision',
      ),
    };
    this.appendTransaction = db.transaction((append: AppendRequest): AppendOutcome => {
      const current = this.statements.revision.get(append.streamId)?.revision;
      if (!expectationHolds(append.expected, current))
        throw new Conflict({ conflict: { streamId: append.streamId, expected: append.expected, actual: current ?? null } });
      let revision = current ?? -1;
      let position = 0;
      // Read inside the write transaction: the link is to whatever event was last, from any connection.
      let previous = this.statements.lastHash.get()?.hash ?? GENESIS;
      for (const event of append.events) {
        revision += 1;
        previous = linkHash(previous, { streamId: append.streamId, revision, type: event.type, data: event.data, metadata: event.metadata });
        position = Number(this.statements.insert.run(append.streamId, revision, event.type, event.data, event.metadata, previous).lastInsertRowid);
      }
      this.statements.setRevision.run(append.streamId, revision);
      return { nextRevision: revision, position };
    });
    // Nested in the group's transaction, each append runs in a savepoint of its own.
    this.groupTransaction = db.transaction((group: AppendRequest[]) =>
      group.map((append) => {
        try {
          return this.appendTransaction(append);
        } catch (error) {
          if (error instanceof Conflict) return error.outcome;
          throw error;
        }
      }),
    );
  }

  /** Commits the group in one write transaction (taken at once: no deadlock with a reader upgrading). */
  commit(group: AppendRequest[]): AppendOutcome[] {
    return this.groupTransaction.immediate(group);
  }

  /** An older snapshot never replaces a newer one. */
  keepSnapshot(row: SnapshotRow): void {
    this.statements.keepSnapshot.run(row.streamId, row.version, BigInt(row.revision), row.state);
  }
}

function expectationHolds(expected: string, current: number | undefined): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === undefined;
  return current !== undefined && String(current) === expected;
}
