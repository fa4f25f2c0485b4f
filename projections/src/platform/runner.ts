import type { RecordedEvent } from '@cargo/contracts';
import type { DocumentChange, Projection } from './projection';
import { CheckpointMovedError, POSITION_FIELD, type CheckpointMove, type Doc, type DocumentStore, type DocumentWrite } from './read-store.port';

/** The part of the event store a runner reads: structurally satisfied by every event store adapter. */
export interface EventFeed {
  readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]>;
  subscribe(after: bigint, handler: (events: RecordedEvent[]) => Promise<void>, onError: (error: unknown) => void): { stop(): Promise<void> };
  headPosition(): Promise<bigint>;
}

export interface RunnerOptions {
  /** Appended to collection and checkpoint names: '' for the live models, a suffix for rebuild scratch space. */
  suffix?: string;
  log?: (message: string) => void;
  /** Called after each commit with the position every projection has passed and the collections it wrote. */
  onProgress?: (position: bigint, collections: readonly string[]) => void;
}

const REBUILD_BATCH = 2000;

/**
 * Runs projections over the log. Each batch's document changes and checkpoint moves commit in one
 * read-store transaction with compare-and-set checkpoints, so a crash or restart never applies an
 * event twice; documents also remember the last position applied to them, so a replay is harmless.
 */
export class ProjectionRunner {
  private readonly suffix: string;
  private readonly log: (message: string) => void;
  private positions = new Map<string, bigint | null>();
  private subscription: { stop(): Promise<void> } | null = null;
  private waiters: { position: bigint; resolve: () => void }[] = [];
  private stopping = false;
  private readonly onProgress: (position: bigint, collections: readonly string[]) => void;

  constructor(
    private readonly feed: EventFeed,
    private readonly store: DocumentStore,
    private readonly projections: readonly Projection[],
    options: RunnerOptions = {},
  ) {
    this.suffix = options.suffix ?? '';
    this.log = options.log ?? (() => undefined);
    this.onProgress = options.onProgress ?? (() => undefined);
  }

  checkpointName(projection: Projection): string {
    return projection.name + this.suffix;
  }

  collectionName(collection: string): string {
    return collection + this.suffix;
  }

  /** The position every projection of this runner has passed. */
  get position(): bigint {
    let lowest: bigint | null = null;
    for (const projection of this.projections) {
      const position = this.positions.get(projection.name) ?? 0n;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest ?? 0n;
  }

  async start(): Promise<void> {
    this.stopping = false;
    await this.loadCheckpoints();
    this.subscribe();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.subscription?.stop();
    this.subscription = null;
  }

  /** Resolves once every projection has passed `position`, or false after `timeoutMs`. */
  waitFor(position: bigint, timeoutMs: number): Promise<boolean> {
    if (this.position >= position) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = { position, resolve: () => resolve(true) };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(false);
      }, timeoutMs).unref();
    });
  }

  /**
   * Applies every event up to `until` (default: the log's head at call time), reading in large
   * batches; used by rebuilds and by tests. Returns the position it stopped at.
   */
  async catchUp(until?: bigint): Promise<bigint> {
    await this.loadCheckpoints();
    const target = until ?? (await this.feed.headPosition());
    while (this.position < target) {
      const batch = (await this.feed.readAll(this.position, REBUILD_BATCH)).filter((event) => event.position <= target);
      if (batch.length === 0) break;
      await this.apply(batch);
      // The embedded stores answer synchronously: a long catch-up (a rebuild, a verified replay in
      // the server) lets requests through between batches instead of holding the process.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return target;
  }

  private subscribe(): void {
    this.subscription = this.feed.subscribe(this.position, (events) => this.applyOrResync(events), (error) => this.restartAfter(error));
  }

  private async applyOrResync(events: RecordedEvent[]): Promise<void> {
    try {
      await this.apply(events);
    } catch (error) {
      if (!(error instanceof CheckpointMovedError)) throw error;
      throw new ResyncNeeded(error.checkpoint);
    }
  }

  private restartAfter(error: unknown): void {
    if (this.stopping) return;
    if (!(error instanceof ResyncNeeded)) this.log(`projection runner stopped by an error, restarting: ${String(error)}`);
    const subscription = this.subscription;
    this.subscription = null;
    void (async () => {
      await subscription?.stop();
      if (!(error instanceof ResyncNeeded)) await new Promise((resolve) => setTimeout(resolve, 1000));
      if (this.stopping) return;
      await this.loadCheckpoints();
      this.subscribe();
    })().catch((restartError: unknown) => this.restartAfter(restartError));
  }

  private async loadCheckpoints(): Promise<void> {
    const stored = await this.store.checkpoints();
    this.positions = new Map(this.projections.map((projection) => [projection.name, stored.get(this.checkpointName(projection)) ?? null]));
  }

  /**
   * Applies a batch: pure changes first, then the documents they touch are loaded once, evolved and
   * committed. Changes that follow from another (see `DocumentChange.follow`) are applied right after
   * it, loading any document the batch had not named.
   */
  async apply(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const pending: Pending[] = [];
    const moves: CheckpointMove[] = [];
    const moved: string[] = [];
    const last = events[events.length - 1].position;
    for (const projection of this.projections) {
      const checkpoint = this.positions.get(projection.name) ?? null;
      if (checkpoint !== null && checkpoint >= last) continue;
      const handled = projection.handles === 'every' ? null : new Set(projection.handles);
      for (const event of events) {
        if ((checkpoint !== null && event.position <= checkpoint) || (handled && !handled.has(event.type))) continue;
        projection.changes(event).forEach((change, index) => pending.push(this.pendingOf(change, event.position, index === 0)));
      }
      moves.push({ name: this.checkpointName(projection), expected: checkpoint, next: last });
      moved.push(projection.name);
    }
    if (moves.length === 0) return;
    const documents = await this.loadDocuments(pending);
    // Follow-ups name documents only their fact's move reveals: a dry run on a copy finds them, and
    // they are loaded in one query per collection (again, should a follow-up reveal more).
    // Only changes with follow-ups can reveal documents: the keys they name come from their own fact documents.
    const following = pending.filter((item) => item.change.follow);
    if (following.length > 0) {
      for (let missing = this.missingAfter(following, documents); missing.length > 0; missing = this.missingAfter(following, documents)) {
        for (const [key, value] of await this.loadDocuments(missing)) documents.set(key, value);
      }
    }
    const touched = this.evolveAll(pending, documents, null);
    const writes: DocumentWrite[] = [];
    for (const key of touched) {
      const [collection, id] = key.split('\u0000');
      const { doc, position } = documents.get(key)!;
      writes.push({ collection, id, doc: doc && ({ ...doc, [POSITION_FIELD]: position.toString() } as Doc) });
    }
    await this.store.commit(writes, moves);
    for (const name of moved) this.positions.set(name, last);
    this.wakeWaiters();
    this.onProgress(this.position, collectionsOf(touched));
  }

  /** The documents a run over `pending` would reach that are not loaded yet (a dry run on a copy). */
  private missingAfter(pending: readonly Pending[], documents: ReadonlyMap<string, Loaded>): { collection: string; id: string }[] {
    const missing = new Map<string, { collection: string; id: string }>();
    this.evolveAll(pending, new Map(documents), missing);
    return [...missing.values()];
  }

  /**
   * Evolves the documents in order, each change after its event's earlier ones (`prior`), follow-ups
   * right after the change they follow. Returns the keys it changed. A document not in `documents`
   * is recorded in `missing` (dry run) and taken as absent; in the real run every one is loaded.
   */
  private evolveAll(pending: readonly Pending[], documents: Map<string, Loaded>, missing: Map<string, { collection: string; id: string }> | null): Set<string> {
    const touched = new Set<string>();
    let prior: Doc | null = null;
    const applyOne = ({ position, first, collection, id, change }: Pending): void => {
      if (first) prior = null;
      const key = `${collection}\u0000${id}`;
      let current = documents.get(key);
      if (!current) {
        if (!missing) throw new Error(`document ${key} was not loaded`);
        missing.set(key, { collection, id });
        current = { doc: null, position: -1n };
      }
      if (current.position >= position) {
        prior = current.doc;
        return;
      }
      const next = change.evolve(current.doc, prior);
      documents.set(key, { doc: next, position });
      touched.add(key);
      prior = next;
      for (const followed of change.follow?.(current.doc, next) ?? []) applyOne(this.pendingOf(followed, position, false));
    };
    for (const item of pending) applyOne(item);
    return touched;
  }

  private pendingOf(change: DocumentChange, position: bigint, first: boolean): Pending {
    return { position, first, collection: this.collectionName(change.collection), id: change.id, change };
  }

  /** The documents a batch touches, each with the position last applied to it (0 when never; absent ones too, so they are not asked for again). */
  private async loadDocuments(pending: readonly { collection: string; id: string }[]): Promise<Map<string, Loaded>> {
    const idsByCollection = new Map<string, Set<string>>();
    for (const { collection, id } of pending) {
      const ids = idsByCollection.get(collection) ?? new Set<string>();
      ids.add(id);
      idsByCollection.set(collection, ids);
    }
    const documents = new Map<string, Loaded>();
    for (const [collection, ids] of idsByCollection) {
      const found = await this.store.getMany(collection, [...ids]);
      for (const id of ids) {
        const doc = found.get(id);
        documents.set(`${collection}\u0000${id}`, doc ? { doc: stripPosition(doc), position: appliedPosition(doc) } : { doc: null, position: -1n });
      }
    }
    return documents;
  }

  private wakeWaiters(): void {
    const position = this.position;
    const ready = this.waiters.filter((waiter) => waiter.position <= position);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => waiter.position > position);
    for (const waiter of ready) waiter.resolve();
  }
}

/** A document as loaded or evolved in a batch, with the position last applied to it (-1: absent from the store). */
interface Loaded {
  doc: Doc | null;
  position: bigint;
}

interface Pending {
  position: bigint;
  /** The first change of its event: `prior` starts again. */
  first: boolean;
  collection: string;
  id: string;
  change: DocumentChange;
}

/** The collections a commit wrote. */
function collectionsOf(keys: ReadonlySet<string>): string[] {
  return [...new Set([...keys].map((key) => key.slice(0, key.indexOf('\u0000'))))];
}

class ResyncNeeded extends Error {
  constructor(checkpoint: string) {
    super(`checkpoint ${checkpoint} moved; resubscribing`);
  }
}

function appliedPosition(doc: Doc): bigint {
  return BigInt((doc as Record<string, unknown>)[POSITION_FIELD] as string | undefined ?? '0');
}

function stripPosition(doc: Doc): Doc {
  const { [POSITION_FIELD]: _position, ...rest } = doc as Record<string, unknown>;
  return rest as Doc;
}
