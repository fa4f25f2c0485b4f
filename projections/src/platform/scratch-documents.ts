import { CheckpointMovedError, type CheckpointMove, type Doc, type DocumentStore, type DocumentWrite } from './read-store.port';

/** Documents of write-once collections are handed over a page at a time, then let go. */
const SETTLED_AT_ONCE = 1000;

/** What to do with documents of write-once collections once written (compare them, in a verification). */
export interface Settling {
  collections: ReadonlySet<string>;
  settle(collection: string, docs: ReadonlyMap<string, Doc>): Promise<void>;
}

/**
 * Where a verified replay rebuilds read models: the process's memory, not the read store. A
 * verification only compares what it rebuilt and then forgets it, so writing every document to
 * disk (with its indexes) and reading it back would be most of its cost; here the runner's commits
 * are map updates. Documents of write-once collections (`Projection.writeOnce`: the audit log's
 * entries, one per event) are settled as they are written and dropped, so memory holds the read
 * models that change, not one document per event. Checkpoints keep their compare-and-set.
 */
export class ScratchDocuments implements DocumentStore {
  private readonly collections = new Map<string, Map<string, Doc>>();
  private readonly positions = new Map<string, bigint>();
  /** Ids already settled per collection: written again would mean the collection is not write-once. */
  private readonly settled = new Map<string, Set<string>>();

  constructor(private readonly settling: Settling | null = null) {}

  async checkpoints(): Promise<Map<string, bigint>> {
    return new Map(this.positions);
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    const docs = this.collections.get(collection);
    const found = new Map<string, Doc>();
    for (const id of ids) {
      const doc = docs?.get(id);
      if (doc) found.set(id, doc);
    }
    return found;
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void> {
    for (const move of checkpoints) if ((this.positions.get(move.name) ?? null) !== move.expected) throw new CheckpointMovedError(move.name);
    for (const move of checkpoints) this.positions.set(move.name, move.next);
    for (const { collection, id, doc } of writes) {
      if (this.settled.get(collection)?.has(id)) throw new Error(`${collection} ${id} was written again: the collection is not write-once`);
      const docs = this.collections.get(collection) ?? new Map<string, Doc>();
      this.collections.set(collection, docs);
      if (doc === null) docs.delete(id);
      else docs.set(id, doc);
    }
    for (const collection of this.settling?.collections ?? []) {
      if ((this.collections.get(collection)?.size ?? 0) >= SETTLED_AT_ONCE) await this.settle(collection);
    }
  }

  /** Hands what is left of the write-once collections over (at the end of a rebuild). */
  async settleAll(): Promise<void> {
    for (const collection of this.settling?.collections ?? []) await this.settle(collection);
  }

  private async settle(collection: string): Promise<void> {
    const docs = this.collections.get(collection);
    if (!docs || docs.size === 0 || !this.settling) return;
    this.collections.set(collection, new Map());
    const ids = this.settled.get(collection) ?? new Set<string>();
    for (const id of docs.keys()) ids.add(id);
    this.settled.set(collection, ids);
    await this.settling.settle(collection, docs);
  }

  /** Whether the rebuild made this document (still held, or settled). */
  made(collection: string, id: string): boolean {
    return Boolean(this.collections.get(collection)?.has(id) || this.settled.get(collection)?.has(id));
  }

  /** A collection's documents by id, as rebuilt (with the runner's bookkeeping fields); settled ones are gone. */
  documents(collection: string): ReadonlyMap<string, Doc> {
    return this.collections.get(collection) ?? new Map<string, Doc>();
  }
}
