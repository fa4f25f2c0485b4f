import type { ReadStore } from '@cargo/projections';
import type { LiveMessage } from '@cargo/contracts';

type Listener = (message: LiveMessage) => void;

/** Where the process that runs the projections for others (the worker) keeps its latest commits' moves, for the API processes to read. */
export const RECENT_MOVES = { collection: 'projection_moves', id: 'recent' } as const;
/** Commits kept there: a watcher reads it every `WATCH_MS`, far fewer commits than this apart. */
const KEPT_MOVES = 100;

interface RecentMoves {
  id: string;
  moves: LiveMessage[];
}

/**
 * Which read models moved, as projections commit: the live feed's source. Projections in this
 * process (inline or in their thread) report each commit. A separate projection worker also
 * publishes each commit's collections (`publishTo`), and an API process without projections reads
 * them while anyone listens: a screen refetches only what a write changed.
 */
export class ProjectionMoves {
  private readonly listeners = new Set<Listener>();
  private watcher: NodeJS.Timeout | null = null;
  private published: ReadStore | null = null;
  private recent: LiveMessage[] = [];
  private publishing: Promise<void> = Promise.resolve();

  constructor(private readonly watched: ReadStore | null = null) {}

  /** The worker's moves, kept in the read store for the API processes (each commit's, in order). */
  publishTo(store: ReadStore): void {
    this.published = store;
  }

  emit(position: bigint, collections: readonly string[]): void {
    if (collections.length === 0) return;
    const message: LiveMessage = { position: position.toString(), collections: [...collections] };
    for (const listener of this.listeners) listener(message);
    const store = this.published;
    if (!store) return;
    this.recent = [...this.recent, message].slice(-KEPT_MOVES);
    const doc: RecentMoves = { id: RECENT_MOVES.id, moves: this.recent };
    // Bookkeeping beside the read models: a failed write is made good by the next commit's.
    this.publishing = this.publishing.then(() => store.commit([{ collection: RECENT_MOVES.collection, id: RECENT_MOVES.id, doc }], [])).catch(() => undefined);
  }

  /** Resolves once what was emitted so far is published. */
  flushed(): Promise<void> {
    return this.publishing;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.watched && !this.watcher) this.watchRecent(this.watched);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.watcher) {
        clearInterval(this.watcher);
        this.watcher = null;
      }
    };
  }

  private watchRecent(store: ReadStore): void {
    let seen: bigint | null = null;
    const look = async () => {
      const moves = (await store.get<RecentMoves>(RECENT_MOVES.collection, RECENT_MOVES.id))?.moves ?? [];
      const newer = seen === null ? [] : moves.filter((move) => BigInt(move.position) > seen!);
      seen = moves.reduce((highest, move) => (BigInt(move.position) > highest ? BigInt(move.position) : highest), seen ?? 0n);
      for (const move of newer) for (const listener of this.listeners) listener(move);
    };
    this.watcher = setInterval(() => void look().catch(() => undefined), WATCH_MS);
    this.watcher.unref();
    void look().catch(() => undefined);
  }
}

/** How often a separate worker's moves are read while someone listens. */
const WATCH_MS = 250;
