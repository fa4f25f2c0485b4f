import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the projection worker writes its heartbeat, and its health check reads it. */
export const WORKER_HEARTBEAT_FILE = join(tmpdir(), 'projection-worker.health');
export const WORKER_HEARTBEAT_MS = 10_000;
/** A heartbeat older than this: the worker's loop is stuck. */
export const HEARTBEAT_STALE_MS = 3 * WORKER_HEARTBEAT_MS;
/** Unsubscribed (restarting after errors) for longer than this, the worker exits non-zero to be restarted. */
export const UNSUBSCRIBED_LIMIT_MS = 60_000;
/**
 * Behind the log with no progress for longer than this, the worker is stuck (a read that never
 * answers, a handler that never returns) and exits non-zero to be restarted: compose restarts a
 * container that exits, never one that is only unhealthy.
 */
export const STALLED_LIMIT_MS = 120_000;

export interface Heartbeat {
  at: number;
  subscribed: boolean;
  /** Since when it has not been subscribed (null while subscribed). */
  unsubscribedSince: number | null;
  head: string;
  lag: string;
  /** The position every projection has passed, and since when it has been there. */
  position: string;
  positionSince: number;
}

/** Healthy while the heartbeat is fresh and the worker is subscribed to the log. */
export function workerHealth(heartbeat: Heartbeat | null, now: number): { healthy: boolean; reason: string } {
  if (!heartbeat) return { healthy: false, reason: 'no heartbeat yet' };
  if (now - heartbeat.at > HEARTBEAT_STALE_MS) return { healthy: false, reason: `heartbeat ${Math.round((now - heartbeat.at) / 1000)} s old` };
  if (!heartbeat.subscribed) return { healthy: false, reason: 'not subscribed to the log (restarting after an error)' };
  if (stalled(heartbeat))
    return { healthy: false, reason: `${heartbeat.lag} behind the head with no progress for ${Math.round((heartbeat.at - heartbeat.positionSince) / 1000)} s` };
  return { healthy: true, reason: `subscribed, ${heartbeat.lag} behind the head` };
}

/** Since when the worker has been at `position`: the last heartbeat's time, unless it moved since. */
export const positionSince = (previous: Heartbeat | null, position: bigint, now: number): number =>
  previous && previous.position === position.toString() ? previous.positionSince : now;

/** Behind the head (which counts only events the worker reads) and not moving for longer than the limit. */
export const stalled = (heartbeat: Heartbeat): boolean =>
  /^\d+$/.test(heartbeat.head) && BigInt(heartbeat.head) > BigInt(heartbeat.position) && heartbeat.at - heartbeat.positionSince > STALLED_LIMIT_MS;

/** Whether the worker should give up and exit, to be restarted by its supervisor. */
export const gaveUp = (heartbeat: Heartbeat) =>
  (heartbeat.unsubscribedSince !== null && heartbeat.at - heartbeat.unsubscribedSince > UNSUBSCRIBED_LIMIT_MS) || stalled(heartbeat);

function readHeartbeat(): Heartbeat | null {
  try {
    return JSON.parse(readFileSync(WORKER_HEARTBEAT_FILE, 'utf8')) as Heartbeat;
  } catch {
    return null;
  }
}

/** The container's health check: `node services/dist/platform/process/worker-health.js`. */
if (require.main === module) {
  const { healthy, reason } = workerHealth(readHeartbeat(), Date.now());
  process.stdout.write(`${reason}\n`);
  process.exit(healthy ? 0 : 1);
}
