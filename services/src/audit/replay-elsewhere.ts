import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BuildElsewhere, ScratchBuilt, VerifyReport } from '@cargo/projections';
import type { AppConfig } from '../platform/process/config';

/** What a replay thread is asked: verify projections, or build their scratch collections up to a position (a rebuild). */
export interface ReplayThreadData {
  env: NodeJS.ProcessEnv;
  projections: string[];
  /** Decimal: build up to it; absent: verify. */
  buildTo?: string;
}

export type ReplayThreadMessage = { type: 'verified'; reports: VerifyReport[] } | { type: 'built'; built: ScratchBuilt } | { type: 'failed'; error: string };

/** Verifies some projections somewhere else (another thread), by name. */
export type VerifyElsewhere = (projections: readonly string[]) => Promise<VerifyReport[]>;

const THREAD_BODY = join(__dirname, 'replay-thread.js');

/**
 * A second thread for a verified replay or a rebuild, on the other core: it opens its own connections
 * to the same stores and verifies (or builds) the projections it is given. Null where the thread's
 * compiled body is not there (tests that load TypeScript directly): the work then runs in one thread.
 */
export function replayThread(config: AppConfig): VerifyElsewhere | null {
  if (!existsSync(THREAD_BODY)) return null;
  return async (projections) => {
    const answer = await askThread(config, { projections: [...projections] });
    if (answer.type !== 'verified') throw new Error('replay thread: no reports');
    return answer.reports;
  };
}

/** The same thread, building scratch collections for a rebuild (the rebuild swaps them in). */
export function rebuildThread(config: AppConfig): BuildElsewhere | null {
  if (!existsSync(THREAD_BODY)) return null;
  return async (projections, position) => {
    const answer = await askThread(config, { projections: [...projections], buildTo: position.toString() });
    if (answer.type !== 'built') throw new Error('replay thread: nothing built');
    return answer.built;
  };
}

function askThread(config: AppConfig, task: Omit<ReplayThreadData, 'env'>): Promise<ReplayThreadMessage> {
  return new Promise((resolve, reject) => {
    const data: ReplayThreadData = { env: { ...process.env, DATA_DIR: config.dataDir }, ...task };
    const worker = new Worker(THREAD_BODY, { workerData: data });
    worker.once('message', (message: ReplayThreadMessage) =>
      message.type === 'failed' ? reject(new Error(`replay thread: ${message.error}`)) : resolve(message),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`replay thread stopped (${code}) before it answered`)));
  });
}
