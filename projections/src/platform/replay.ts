import type { ParkedProjection, RecordedEvent } from '@cargo/contracts';
import type { DocumentChange, Projection } from './projection';
import type { Doc } from './read-store.port';

/** The projections that read each event type, worked out once: a projection is never asked about an event it does not handle. */
export class ProjectionsByType {
  private readonly byType = new Map<string, Projection[]>();
  private readonly every: Projection[];

  constructor(projections: readonly Projection[]) {
    this.every = projections.filter((projection) => projection.handles === 'every');
    for (const projection of projections) {
      if (projection.handles === 'every') continue;
      for (const type of projection.handles) this.byType.set(type, [...(this.byType.get(type) ?? this.every), projection]);
    }
  }

  /** In the order the projections were given (those of every event first). */
  of(type: string): readonly Projection[] {
    return this.byType.get(type) ?? this.every;
  }
}

/** Where a replay hands the documents of write-once collections (`Projection.writeOnce`) instead of holding them. */
export type WriteOnceSink = (collection: string, id: string, doc: Doc) => void;

/** A document as a replay holds it: an object while events change it, its JSON text once it rests (`settle`). */
export type HeldDocument = Doc | string;

/**
 * Where a replay puts the documents it holds, as text, when it holds too many (an adapter: a temporary
 * file), so a replay's memory stays bounded however long the log.
 */
export interface ColdStore {
  /** Keeps these documents (each new here: a document is taken back before it changes). */
  put(collection: string, docs: Iterable<readonly [string, string]>): void;
  /** The document's text, removed from here; undefined when it is not here. */
  take(collection: string, id: string): string | undefined;
  count(collection: string): number;
  /** What is left of a collection, in id order. */
  entries(collection: string): IterableIterator<[string, string]>;
  close(): void;
}

/** When a replay holds too much (`full`), the documents at rest move to `store` until they are needed. */
export interface ColdPolicy {
  store: ColdStore;
  full: () => boolean;
  /** Characters of documents settled since the last move before another may be made. */
  moveAtLeast: number;
}

/** A collection's rebuilt documents, held or cold: what a rebuild loads and a verification compares. */
export class RebuiltDocuments implements Iterable<[string, HeldDocument]> {
  constructor(
    private readonly held: Map<string, HeldDocument>,
    private readonly cold: { store: ColdStore; ids: Set<string>; collection: string } | null,
  ) {}

  get size(): number {
    return this.held.size + (this.cold?.ids.size ?? 0);
  }

  /** The held document of `id`, given up (a comparison meets each id once); cold ones come from `coldInIdOrder`. */
  takeHeld(id: string): HeldDocument | undefined {
    const held = this.held.get(id);
    if (held !== undefined) this.held.delete(id);
    return held;
  }

  /** The held documents not taken yet. */
  heldLeft(): IterableIterator<[string, HeldDocument]> {
    return this.held.entries();
  }

  /** The cold documents in id order, as the store's scan gives the live ones: a comparison merges the two. */
  coldInIdOrder(): IterableIterator<[string, string]> {
    return this.cold && this.cold.ids.size > 0 ? this.cold.store.entries(this.cold.collection) : [][Symbol.iterator]();
  }

  *[Symbol.iterator](): IterableIterator<[string, HeldDocument]> {
    yield* this.held;
    yield* this.coldInIdOrder();
  }
}

/**
 * Read models rebuilt in memory from the first event: what a rebuild and a verified replay run. From
 * position zero every document starts absent and each event is applied once, in order, so nothing
 * is read from a store, no position is kept per document and no change is evolved twice. It applies
 * changes as the live runner does: per event and projection, each change gets the one before it as
 * `prior`, follow-ups right after the change they follow, and a document an event already changed is
 * not changed again by that event. Documents of write-once collections go to `sink` as they are made.
 * Between batches the documents changed are turned into JSON text (`settle`): a million documents
 * held as text take a fraction of the memory (and of the garbage collector's time) they take as
 * objects, and the text is what a load or a comparison needs anyway.
 */
export class MemoryReplay {
  private readonly types: ProjectionsByType;
  private readonly held = new Map<string, Map<string, HeldDocument>>();
  /** Per collection, the ids changed since the last `settle` (an id may repeat). */
  private readonly changed = new Map<Map<string, HeldDocument>, string[]>();
  private readonly writeOnce = new Set<string>();
  /** Per collection, its name and the ids of its documents moved to the cold store. */
  private readonly names = new Map<Map<string, HeldDocument>, string>();
  private readonly coldIds = new Map<Map<string, HeldDocument>, Set<string>>();
  private readonly failed = new Map<string, ParkedProjection>();
  /** The documents the current event and projection changed (a handful): checked by identity, no key strings. */
  private touchedDocs: Map<string, HeldDocument>[] = [];
  private touchedIds: string[] = [];
  private prior: Doc | null = null;
  /** Characters of text settled since documents last moved to the cold store. */
  private settledSinceMove = 0;
  private position = 0n;
  private events = 0;

  constructor(
    projections: readonly Projection[],
    private readonly sink: WriteOnceSink = () => undefined,
    /** Appended to collection names (a rebuild's scratch space). */
    private readonly suffix = '',
    private readonly cold: ColdPolicy | null = null,
  ) {
    this.types = new ProjectionsByType(projections);
    const owners = new Map<string, string>();
    for (const projection of projections) {
      for (const collection of projection.collections) {
        // Documents are evolved per event and projection: two projections writing one collection would race.
        if (owners.has(collection)) throw new Error(`${collection} is written by both ${owners.get(collection)} and ${projection.name}`);
        owners.set(collection, projection.name);
        const docs = new Map<string, HeldDocument>();
        this.held.set(collection + suffix, docs);
        this.changed.set(docs, []);
        this.names.set(docs, collection + suffix);
        this.coldIds.set(docs, new Set());
      }
      for (const collection of projection.writeOnce ?? []) this.writeOnce.add(collection + suffix);
    }
  }

  /** Applies events in log order. A projection that throws stops being applied; `parked` names it. */
  apply(events: readonly RecordedEvent[]): void {
    for (const event of events) {
      for (const projection of this.types.of(event.type)) {
        if (this.failed.size > 0 && this.failed.has(projection.name)) continue;
        try {
          this.prior = null;
          this.touchedDocs.length = 0;
          this.touchedIds.length = 0;
          for (const change of projection.changes(event)) this.applyOne(change);
        } catch (error) {
          const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          this.failed.set(projection.name, {
            id: projection.name,
            position: '0',
            failedAt: event.position.toString(),
            error: message.slice(0, 2000),
            parkedAt: new Date().toISOString(),
          });
        }
      }
      this.position = event.position;
    }
    this.events += events.length;
  }

  private applyOne(change: DocumentChange): void {
    const collection = this.suffix === '' ? change.collection : change.collection + this.suffix;
    const docs = this.held.get(collection);
    if (!docs) throw new Error(`${collection} is not a collection of this projection`);
    const id = change.id;
    for (let index = 0; index < this.touchedIds.length; index += 1) {
      if (this.touchedDocs[index] === docs && this.touchedIds[index] === id) {
        this.prior = this.objectOf(docs, id);
        return;
      }
    }
    const before = this.objectOf(docs, id);
    const after = change.evolve(before, this.prior);
    if (this.writeOnce.has(collection)) {
      if (after) this.sink(collection, id, after);
    } else if (after === null) docs.delete(id);
    else if (after !== before) {
      docs.set(id, after);
      this.changed.get(docs)!.push(id);
    }
    this.touchedDocs.push(docs);
    this.touchedIds.push(id);
    this.prior = after;
    if (change.follow) for (const followed of change.follow(before, after)) this.applyOne(followed);
  }

  /** A held document as an object (text is parsed once, and stays an object until the next `settle`). */
  private objectOf(docs: Map<string, HeldDocument>, id: string): Doc | null {
    let held = docs.get(id);
    if (held === undefined && this.cold && this.coldIds.get(docs)!.delete(id)) held = this.cold.store.take(this.names.get(docs)!, id);
    if (typeof held !== 'string') return held ?? null;
    const doc = JSON.parse(held) as Doc;
    docs.set(id, doc);
    this.changed.get(docs)!.push(id);
    return doc;
  }

  /**
   * Turns the documents changed since the last time into JSON text; when the replay holds too much,
   * moves every document it holds to the cold store (those still in use come back at their next event).
   */
  settle(): void {
    for (const [docs, ids] of this.changed) {
      for (const id of ids) {
        const held = docs.get(id);
        if (held !== undefined && typeof held !== 'string') {
          const text = JSON.stringify(held);
          this.settledSinceMove += text.length;
          docs.set(id, text);
        }
      }
      ids.length = 0;
    }
    // Held again since the last move: at least a share of the budget, so documents in use are not moved at every batch
    // while the collector has yet to give back what the last move freed.
    if (!this.cold || this.settledSinceMove < this.cold.moveAtLeast || !this.cold.full()) return;
    this.settledSinceMove = 0;
    for (const [docs, name] of this.names) {
      if (docs.size === 0) continue;
      const ids = this.coldIds.get(docs)!;
      this.cold.store.put(name, docs as Map<string, string>);
      for (const id of docs.keys()) ids.add(id);
      docs.clear();
    }
  }

  /** The projections that threw, with the first error of each. */
  get parked(): readonly ParkedProjection[] {
    return [...this.failed.values()];
  }

  /** The last position applied, and how many events were. */
  get progress(): { position: bigint; events: number } {
    return { position: this.position, events: this.events };
  }

  /** A collection's documents as rebuilt, by id, as objects or JSON text (write-once collections hold none). */
  documents(collection: string): RebuiltDocuments {
    const docs = this.held.get(collection + this.suffix) ?? new Map<string, HeldDocument>();
    const ids = this.coldIds.get(docs);
    return new RebuiltDocuments(docs, this.cold && ids ? { store: this.cold.store, ids, collection: collection + this.suffix } : null);
  }
}
