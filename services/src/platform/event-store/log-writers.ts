import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import type { WriteTurn } from '../process/write-turn';
import { LogWriter, type AppendOutcome, type AppendRequest, type SnapshotRow } from './log-writer';

/** Where the embedded log's writes run: on the caller's connection, or on a thread of their own. */
export interface GroupWriter {
  /** Commits the group in one transaction; rejects (all of it) when the transaction fails. */
  commit(group: AppendRequest[]): Promise<AppendOutcome[]>;
  keepSnapshot(snapshot: SnapshotRow): Promise<void>;
  close(): Promise<void>;
}

export interface WriterThreadData {
  file: string;
  synchronous: string;
  /** The process's turns at the write lock (`WriteTurn`), shared with the projection thread. */
  writeTurn: SharedArrayBuffer | null;
}

export type WriterRequest = { id: number; type: 'commit'; group: AppendRequest[] } | { id: number; type: 'snapshot'; snapshot: SnapshotRow };
export type WriterReply = { id: number; outcomes: AppendOutcome[] } | { id: number; error: { message: string; code: unknown } };

/** On the caller's own connection: the commit and its disk sync run on the calling thread. */
export class InlineWriter implements GroupWriter {
  private readonly writer: LogWriter;

  constructor(db: Database.Database) {
    this.writer = new LogWriter(db);
  }

  async commit(group: AppendRequest[]): Promise<AppendOutcome[]> {
    return this.writer.commit(group);
  }

  async keepSnapshot(snapshot: SnapshotRow): Promise<void> {
    this.writer.keepSnapshot(snapshot);
  }

  async close(): Promise<void> {}
}

/** The compiled body of the writer's thread; absent where TypeScript is loaded directly (jest). */
export const WRITER_THREAD_BODY = join(__dirname, 'log-writer-thread.js');

/** The thread writer where its compiled body is there, else the inline one. */
export function writerFor(db: Database.Database, writeTurn: WriteTurn | null = null, body = WRITER_THREAD_BODY): GroupWriter {
  return existsSync(body) && db.name !== ':memory:' ? new ThreadWriter(db, body, writeTurn) : new InlineWriter(db);
}

const SYNCHRONOUS = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

/**
 * On a thread of its own, with its own connection to the same file: the write transaction and the
 * disk sync it waits for no longer hold the request thread, which meanwhile answers reads and decides
 * the next commands. The thread starts at the first write (a reader never starts one) and holds the
 * process open only while a write is in flight.
 */
export class ThreadWriter implements GroupWriter {
  private worker: Worker | null = null;
  private closed = false;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(reply: WriterReply): void; reject(error: unknown): void }>();
  private readonly data: WriterThreadData;

  constructor(
    db: Database.Database,
    private readonly body: string,
    writeTurn: WriteTurn | null = null,
  ) {
    this.data = { file: db.name, synchronous: SYNCHRONOUS[Number(db.pragma('synchronous', { simple: true }))] ?? 'FULL', writeTurn: writeTurn?.shared ?? null };
  }

  async commit(group: AppendRequest[]): Promise<AppendOutcome[]> {
    return (await this.ask({ id: this.nextId++, type: 'commit', group })).outcomes;
  }

  async keepSnapshot(snapshot: SnapshotRow): Promise<void> {
    await this.ask({ id: this.nextId++, type: 'snapshot', snapshot });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ask(request: WriterRequest): Promise<Extract<WriterReply, { outcomes: unknown }>> {
    if (this.closed) return Promise.reject(new Error('the log writer is closed'));
    const worker = (this.worker ??= this.start());
    worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(request.id, {
        resolve: (reply) => ('error' in reply ? reject(Object.assign(new Error(reply.error.message), { code: reply.error.code })) : resolve(reply)),
        reject,
      });
      worker.postMessage(request);
    });
  }

  private start(): Worker {
    const worker = new Worker(this.body, { workerData: this.data });
    worker.on('message', (reply: WriterReply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      waiter?.resolve(reply);
    });
    // A thread that dies takes the outcome of what it was writing with it: those appends fail as
    // unknown (their callers' idempotency claims stay), and the next write starts a new thread.
    const lost = (reason: unknown) => {
      if (this.worker === worker) this.worker = null;
      const waiters = [...this.waiting.values()];
      this.waiting.clear();
      for (const waiter of waiters) waiter.reject(new WriterLostError(reason));
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(`exit ${code}`));
    return worker;
  }
}

/** The writer thread stopped before it answered: whether its last transaction committed is unknown. */
export class WriterLostError extends Error {
  constructor(readonly reason: unknown) {
    super(`log writer thread stopped: ${String(reason)}`);
    this.name = 'WriterLostError';
  }
}
