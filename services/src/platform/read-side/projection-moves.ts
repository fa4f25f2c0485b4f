import { allProjections, type ReadStore } from '@cargo/projections';
import type { LiveMessage } from '@cargo/contracts';

type Listener = (message: LiveMessage) => void;

/**
 * Which read models moved, as projections commit: the live feed's source. Projections in this
 * process (inline or in their thread) report each commit; with a separate projection worker, the
 * stored checkpoints are watched while anyone listens, and a moved checkpoint reports its
 * projection's collections.
 */
export class ProjectionMoves {
  private readonly listeners = new Set<Listener>();
  private watcher: NodeJS.Timeout | null = null;

  constructor(private readonly watched: ReadStore | null = null) {}

  emit(position: bigint, collections: readonly string[]): void {
    if (collections.length === 0) return;
    const message: LiveMessage = { position: position.toString(), collections: [...collections] };
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.watched && !this.watcher) this.watchCheckpoints(this.watched);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.watcher) {
        clearInterval(this.watcher);
        this.watcher = null;
      }
    };
  }

  private watchCheckpoints(store: ReadStore): void {
    let known: Map<string, bigint | null> | null = null;
    const look = async () => {
      const checkpoints = await store.checkpoints();
      const moved = known ? allProjections.filter((projection) => (checkpoints.get(projection.name) ?? null) !== (known!.get(projection.name) ?? null)) : [];
      known = new Map(allProjections.map((projection) => [projection.name, checkpoints.get(projection.name) ?? null]));
      const positions = [...known.values()].filter((value): value is bigint => value !== null);
      const position = positions.reduce((lowest, value) => (value < lowest ? value : lowest), positions[0] ?? 0n);
      this.emit(
        position,
        moved.flatMap((projection) => projection.collections),
      );
    };
    this.watcher = setInterval(() => void look().catch(() => undefined), WATCH_MS);
    this.watcher.unref();
    void look().catch(() => undefined);
  }
}

/** How often a separate worker's checkpoints are read while someone listens. */
const WATCH_MS = 250;
