import { allProjections, parkedProjections } from '@cargo/projections';
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

/** With a separate projection worker, the stored checkpoints tell how far it has come. */
class StoredCheckpointProgress extends ProjectionProgress {
  constructor(private readonly infrastructure: Infrastructure) {
    super();
  }

  async waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const checkpoints = await this.infrastructure.readStore.checkpoints();
      // A parked read model stays behind until it is fixed: a request does not wait for it.
      const parked = new Set((await parkedProjections(this.infrastructure.readStore, allProjections)).map((item) => item.id));
      if (allProjections.every((projection) => parked.has(projection.name) || (checkpoints.get(projection.name) ?? 0n) >= position)) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

export function projectionProgressFor(config: AppConfig, infrastructure: Infrastructure): ProjectionProgress {
  return config.runProjections ? new InProcessProgress(infrastructure) : new StoredCheckpointProgress(infrastructure);
}
