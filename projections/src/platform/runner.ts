import type { ParkedProjection, RecordedEvent } from '@cargo/contracts';
import type { DocumentChange, Projection } from './projection';
import {
  CheckpointMovedError,
  POSITION_FIELD,
  withoutPosition,
  type CheckpointMove,
  type Doc,
  type DocumentStore,
  type DocumentWrite,
} from './read-store.port';

/** The part of the event store a runner reads: structurally satisfied by every event store adapter. */
export interface EventFeed {
  readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]>;
  subscribe(after: bigint, handler: (events: RecordedEvent[]) => Promise<void>, onError: (error: unknown) => void): { stop(): Promise<void> };
  headPosition(): Promise<bigint>;
}

export interface RunnerOptions {
  log?: (message: string) => void;
  /** Called after each commit with the position every projection has passed and the collections it wrote. */
  onProgress?: (position: bigint, collections: readonly string[]) => void;
  /** The live runner records the projections it parks in the store (`PARKED_PROJECTIONS`), for the health and audit screens. */
  recordParked?: boolean;
}

const REBUILD_BATCH = 2000;

/**
 * Runs projections over the log. Each batch's document changes and checkpoint moves commit in one
 * read-store transaction with compare-and-set checkpoints, so a crash or restart never applies an
 * event twice; documents also remember the last position applied to them, so a replay is harmless.
 */
export class ProjectionRunner {
  private readonly recordParked: boolean;
  private readonly log: (message: string) => void;
  private positions = new Map<string, bigint | null>();
  private subscription: { stop(): Promise<void> } | null = null;
  private waiters: { position: bigint; resolve: () => void }[] = [];
  private stopping = false;
  private readonly onProgress: (position: bigint, collections: readonly string[]) => void;
  /** Projections that threw in this run: skipped until the runner starts again, when they are retried. */
  private parkedNow = new Map<string, ParkedProjection>();
  /** Projections the store records as parked (shown on the health and audit screens until they move again). */
  private parkedStored = new Set<string>();
  /** The event types each projection handles (none: every type), worked out once. */
  private readonly handled = new Map<Projection, ReadonlySet<string>>();

  constructor(
    private readonly feed: EventFeed,
    private readonly store: DocumentStore,
    private readonly projections: readonly Projection[],
    options: RunnerOptions = {},
  ) {
    this.recordParked = options.recordParked ?? false;
    this.log = options.log ?? (() => undefined);
    this.onProgress = options.onProgress ?? (() => undefined);
    for (const projection of projections) if (projection.handles !== 'every') this.handled.set(projection, new Set(projection.handles));
  }

  /** The position every projection of this runner that is not parked has passed. */
  get position(): bigint {
    let lowest: bigint | null = null;
    let highest = 0n;
    for (const projection of this.projections) {
      const position = this.positions.get(projection.name) ?? 0n;
      if (position > highest) highest = position;
      if (this.parkedNow.has(projection.name)) continue;
      if (lowest === null || position < lowest) lowest = position;
    }
    return lowest ?? highest;
  }

  /** Whether it is subscribed to the log now (false while it restarts after an error). */
  get subscribed(): boolean {
    return this.subscription !== null;
  }

  /** The projections parked in this run, with the error that stopped each. */
  get parked(): readonly ParkedProjection[] {
    return [...this.parkedNow.values()];
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
   * batches; used by tests and tools that catch a store up at once. Returns the position it stopped at.
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
    // A rebuild or a replay that left a projection behind has not built it: say so instead of swapping it in.
    if (this.parkedNow.size > 0) throw new ProjectionParkedError(this.parked);
    return target;
  }

  private subscribe(): void {
    this.subscription = this.feed.subscribe(
      this.position,
      (events) => this.applyOrResync(events),
      (error) => this.restartAfter(error),
    );
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
    this.positions = new Map(this.projections.map((projection) => [projection.name, stored.get(projection.name) ?? null]));
    // A (re)start retries every projection: the code or the data that parked one may have been fixed.
    this.parkedNow = new Map();
    const recorded = this.recordParked
      ? await this.store.getMany(
          PARKED_PROJECTIONS,
          this.projections.map((projection) => projection.name),
        )
      : new Map();
    this.parkedStored = new Set(recorded.keys());
  }

  /** Sets a projection aside with its error; the others go on. */
  private park(projection: Projection, checkpoint: bigint | null, failedAt: bigint, error: unknown): void {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    this.parkedNow.set(projection.name, {
      id: projection.name,
      position: (checkpoint ?? 0n).toString(),
      failedAt: failedAt.toString(),
      error: message.slice(0, 2000),
      parkedAt: new Date().toISOString(),
    });
    this.log(`projection ${projection.name} parked at ${checkpoint ?? 0n} (failed in the batch up to ${failedAt}): ${message}`);
  }

  /**
   * Applies a batch: pure changes first, then the documents they touch are loaded once, evolved and
   * committed. Changes that follow from another (see `DocumentChange.follow`) are applied right after
   * it, loading any document the batch had not named. A projection that throws is parked (see
   * `parked`): its checkpoint stays where it was, and the others commit and go on. A batch longer
   * than the store's `eventsPerCommit` is applied in parts of that many events, one commit each.
   */
  async apply(events: readonly RecordedEvent[]): Promise<void> {
    const most = this.store.eventsPerCommit ?? events.length;
    if (events.length <= most) return this.applyBatch(events);
    for (let start = 0; start < events.length; start += most) await this.applyBatch(events.slice(start, start + most));
  }

  private async applyBatch(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const last = events[events.length - 1].position;
    const planned: { projection: Projection; checkpoint: bigint | null; pending: Pending[] }[] = [];
    for (const projection of this.projections) {
      const checkpoint = this.positions.get(projection.name) ?? null;
      if (this.parkedNow.has(projection.name) || (checkpoint !== null && checkpoint >= last)) continue;
      const handled = this.handled.get(projection) ?? null;
      const pending: Pending[] = [];
      let event: RecordedEvent | undefined;
      try {
        for (event of events) {
          if ((checkpoint !== null && event.position <= checkpoint) || (handled && !handled.has(event.type))) continue;
          projection.changes(event).forEach((change, index) => pending.push(this.pendingOf(change, event!.position, index === 0)));
        }
      } catch (error) {
        this.park(projection, checkpoint, event?.position ?? last, error);
        continue;
      }
      planned.push({ projection, checkpoint, pending });
    }
    if (planned.length === 0 && [...this.parkedNow.keys()].every((name) => this.parkedStored.has(name))) return;
    const documents = await this.loadDocuments(planned.flatMap((plan) => plan.pending));
    const parts: Part[] = [];
    for (const { projection, checkpoint, pending } of planned) {
      let touched: Set<string>;
      try {
        touched = await this.evolveLoading(pending, documents);
      } catch (error) {
        this.park(projection, checkpoint, last, error);
        continue;
      }
      const writes: DocumentWrite[] = [];
      for (const key of touched) {
        const [collection, id] = key.split('\u0000');
        const { doc, position } = documents.get(key)!;
        writes.push({ collection, id, doc, position });
      }
      parts.push({ projection, checkpoint, writes, touched, move: { name: projection.name, expected: checkpoint, next: last } });
    }
    let committed = parts;
    try {
      await this.store.commit(
        [...parts.flatMap((part) => part.writes), ...this.parkedWrites(parts)],
        parts.map((part) => part.move),
      );
    } catch (error) {
      committed = await this.commitEachAlone(parts, last, error);
    }
    for (const { projection } of committed) {
      this.positions.set(projection.name, last);
      this.parkedStored.delete(projection.name);
    }
    for (const name of this.parkedNow.keys()) this.parkedStored.add(name);
    this.wakeWaiters();
    this.onProgress(this.position, collectionsOf(new Set(committed.flatMap((part) => [...part.touched]))));
  }

  /** What the store says is parked follows the live runner: newly parked ones are written, ones that moved again are cleared. */
  private parkedWrites(moved: readonly Part[]): DocumentWrite[] {
    if (!this.recordParked) return [];
    const writes: DocumentWrite[] = [];
    for (const { projection } of moved)
      if (this.parkedStored.has(projection.name)) writes.push({ collection: PARKED_PROJECTIONS, id: projection.name, doc: null });
    for (const [name, parked] of this.parkedNow) if (!this.parkedStored.has(name)) writes.push({ collection: PARKED_PROJECTIONS, id: name, doc: parked });
    return writes;
  }

  /**
   * The batch's commit failed (a MongoDB write error on one document, one past 16 MB): each
   * projection commits alone, and the one the store refuses is parked with its error; the others go
   * on. When every one is refused the store itself failed: the error stops the runner, which restarts.
   */
  private async commitEachAlone(parts: readonly Part[], last: bigint, error: unknown): Promise<Part[]> {
    if (error instanceof CheckpointMovedError || parts.length < 2) throw error;
    const committed: Part[] = [];
    const refused: [Part, unknown][] = [];
    for (const part of parts) {
      try {
        await this.store.commit(part.writes, [part.move]);
        committed.push(part);
      } catch (partError) {
        if (partError instanceof CheckpointMovedError) throw partError;
        refused.push([part, partError]);
      }
    }
    if (committed.length === 0) throw error;
    for (const [{ projection, checkpoint }, partError] of refused) this.park(projection, checkpoint, last, partError);
    await this.store.commit(this.parkedWrites(committed), []);
    return committed;
  }

  /**
   * Evolves one projection's changes. Follow-ups name documents only their fact's move reveals, and a
   * fact may move by an earlier change of the same batch (a record created and deleted in it): the
   * run goes on a copy, and when it reached documents that were not loaded, they are loaded (one
   * query per collection) and it runs again, until it reaches none. Returns the keys it changed.
   */
  private async evolveLoading(pending: readonly Pending[], documents: Map<string, Loaded>): Promise<Set<string>> {
    if (!pending.some((item) => item.change.follow)) return this.evolveAll(pending, documents, null);
    for (;;) {
      const missing = new Map<string, { collection: string; id: string }>();
      const run = new Map(documents);
      const touched = this.evolveAll(pending, run, missing);
      if (missing.size === 0) {
        for (const key of touched) documents.set(key, run.get(key)!);
        return touched;
      }
      for (const [key, value] of await this.loadDocuments([...missing.values()])) documents.set(key, value);
    }
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
    return { position, first, collection: change.collection, id: change.id, change };
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
        documents.set(`${collection}\u0000${id}`, doc ? { doc: withoutPosition(doc), position: appliedPosition(doc) } : { doc: null, position: -1n });
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

/** Where the live runner records the projections it parked (one document each, by name). */
export const PARKED_PROJECTIONS = 'projection_parked';

/** The projections the live runner has parked, as its store records them (for health and the audit screen). */
export async function parkedProjections(store: Pick<DocumentStore, 'getMany'>, projections: readonly Projection[]): Promise<ParkedProjection[]> {
  const found = await store.getMany(
    PARKED_PROJECTIONS,
    projections.map((projection) => projection.name),
  );
  return projections.flatMap((projection) => {
    const doc = found.get(projection.name);
    return doc ? [withoutPosition(doc) as ParkedProjection] : [];
  });
}

/** A catch-up (a rebuild, a replay) that parked projections did not build them. */
export class ProjectionParkedError extends Error {
  constructor(readonly parked: readonly ParkedProjection[]) {
    super(`projections parked: ${parked.map((item) => `${item.id} (${item.error})`).join('; ')}`);
    this.name = 'ProjectionParkedError';
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

/** One projection's share of a batch: what it writes and its checkpoint's move. */
interface Part {
  projection: Projection;
  checkpoint: bigint | null;
  writes: DocumentWrite[];
  touched: Set<string>;
  move: CheckpointMove;
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
  return BigInt(((doc as Record<string, unknown>)[POSITION_FIELD] as string | undefined) ?? '0');
}
