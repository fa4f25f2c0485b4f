import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { VerifyReport } from '@cargo/projections';
import type { AppConfig } from '../platform/process/config';

export interface ReplayThreadData {
  env: NodeJS.ProcessEnv;
  projections: string[];
}

export type ReplayThreadMessage = { type: 'verified'; reports: VerifyReport[] } | { type: 'failed'; error: string };

/** Verifies some projections somewhere else (another thread), by name. */
export type VerifyElsewhere = (projections: readonly string[]) => Promise<VerifyReport[]>;

const THREAD_BODY = join(__dirname, 'replay-thread.js');

/**
 * A second thread for a verified replay, on the other core: it opens its own connections to the same
 * stores and verifies the projections it is given. Null where the thread's compiled body is not
 * there (tests that load TypeScript directly): the replay then runs in one thread.
 */
export function replayThread(config: AppConfig): VerifyElsewhere | null {
  if (!existsSync(THREAD_BODY)) return null;
  return (projections) =>
    new Promise((resolve, reject) => {
      const data: ReplayThreadData = { env: { ...process.env, DATA_DIR: config.dataDir }, projections: [...projections] };
      const worker = new Worker(THREAD_BODY, { workerData: data });
      worker.once('message', (message: ReplayThreadMessage) => (message.type === 'verified' ? resolve(message.reports) : reject(new Error(`replay thread: ${message.error}`))));
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`replay thread stopped (${code}) before it answered`)));
    });
}
