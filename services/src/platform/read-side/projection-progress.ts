import { allProjections, parkedProjections, type ReadStore } from '@cargo/projections';
import type { AppConfig } from '../process/config';
import type { Infrastructure } from '../process/infrastructure';
import { ProjectionProgress } from '../http/read-your-writes';

const POLL_MS = 10;

/** Projections in this process (inline or in its thread) say at once when they pass a position. */
class InProcessProgress extends ProjectionProgress {
  constructor(private readonly infrastructure: Infrastructure) {
    super();
  }

  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    return this.infrastructure.projections.waitFor(position, timeoutMs);
  }
}

interface Waiter {
  position: bigint;
  deadline: number;
  settle(reached: boolean): void;
  fail(error: unknown): void;
}

/**
 * With a separate projection worker, the stored checkpoints tell how far it has come. One poller
 * reads them for every waiting request (a request each polling was a read every 10 ms per request),
 * and only while someone waits.
 */
export class StoredCheckpointProgress extends ProjectionProgress {
  private readonly waiters = new Set<Waiter>();
  private polling = false;

  constructor(private readonly readStore: Pick<ReadStore, 'checkpoints' | 'getMany'>) {
    super();
  }

  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiters.add({ position, deadline: Date.now() + timeoutMs, settle: resolve, fail: reject });
      void this.poll();
    });
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        const reached = await this.reached();
        const now = Date.now();
        for (const waiter of this.waiters) {
          if (reached === 'all' || waiter.position <= reached) waiter.settle(true);
          else if (now >= waiter.deadline) waiter.settle(false);
          else continue;
          this.waiters.delete(waiter);
        }
        if (this.waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    } catch (error) {
      for (const waiter of this.waiters) waiter.fail(error);
      this.waiters.clear();
    } finally {
      this.polling = false;
    }
  }

  /** The position every read model has passed; a parked one stays behind until fixed, so nobody waits for it. */
  private async reached(): Promise<bigint | 'all'> {
    const checkpoints = await this.readStore.checkpoints();
    const parked = new Set((await parkedProjections(this.readStore, allProjections)).map((item) => item.id));
    let lowest: bigint | 'all' = 'all';
    for (const projection of allProjections) {
      if (parked.has(projection.name)) continue;
      const checkpoint = checkpoints.get(projection.name) ?? 0n;
      if (lowest === 'all' || checkpoint < lowest) lowest = checkpoint;
    }
    return lowest;
  }
}

export function projectionProgressFor(config: AppConfig, infrastructure: Infrastructure): ProjectionProgress {
  return config.runProjections ? new InProcessProgress(infrastructure) : new StoredCheckpointProgress(infrastructure.readStore);
}
