import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProjectionRunner } from '@cargo/projections';
import type { AppConfig } from '../process/config';
import type { EventStore } from '../event-store/event-store.port';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import type { ProjectionMoves } from './projection-moves';
import type { WriteTurn } from '../process/write-turn';

/** Where the projections of the API process run, and how a request waits for them. */
export interface ProjectionHost {
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(position: bigint, timeoutMs: number): Promise<boolean>;
}

/** In the request thread: simplest, used by tests that load TypeScript directly. */
export class InlineProjections implements ProjectionHost {
  constructor(private readonly runner: ProjectionRunner) {}

  start(): Promise<void> {
    return this.runner.start();
  }

  stop(): Promise<void> {
    return this.runner.stop();
  }

  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    return this.runner.waitFor(position, timeoutMs);
  }
}

export interface ProjectionThreadData {
  env: NodeJS.ProcessEnv;
  writeTurn: SharedArrayBuffer | null;
}

export type ThreadMessage = { type: 'progress'; position: string; collections: string[] } | { type: 'error'; message: string } | { type: 'stopped' };
export type HostMessage = { type: 'appended' } | { type: 'stop' };

/**
 * In a worker thread of the same process (the default): projection work runs on the other core, the
 * thread is woken on every append made here, and reports how far it has come. It dies with the
 * process, so a killed server never leaves a projector behind.
 */
export class ThreadedProjections implements ProjectionHost {
  private worker: Worker | null = null;
  private position = 0n;
  private waiters: { position: bigint; resolve: (caughtUp: boolean) => void }[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly eventStore: EventStore,
    private readonly moves: ProjectionMoves,
    private readonly log: (message: string) => void,
    private readonly writeTurn: WriteTurn | null = null,
  ) {}

  async start(): Promise<void> {
    const worker = new Worker(join(__dirname, 'projection-thread.js'), {
      workerData: { env: { ...process.env, DATA_DIR: this.config.dataDir }, writeTurn: this.writeTurn?.shared ?? null } satisfies ProjectionThreadData,
    });
    this.worker = worker;
    worker.on('message', (message: ThreadMessage) => this.receive(message));
    worker.on('error', (error) => this.log(`projection thread failed: ${String(error)}`));
    if (this.eventStore instanceof SqliteEventStore) this.eventStore.onAppended(() => worker.postMessage({ type: 'appended' } satisfies HostMessage));
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    await new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage({ type: 'stop' } satisfies HostMessage);
    });
  }

  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { position, resolve };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  private receive(message: ThreadMessage): void {
    if (message.type === 'error') this.log(message.message);
    if (message.type !== 'progress') return;
    this.position = BigInt(message.position);
    this.moves.emit(this.position, message.collections);
    const ready = this.waiters.filter((waiter) => waiter.position <= this.position);
    this.waiters = this.waiters.filter((waiter) => waiter.position > this.position);
    for (const waiter of ready) waiter.resolve(true);
  }
}
