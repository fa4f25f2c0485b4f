import { CheckpointMovedError, type CheckpointMove, type Doc, type DocumentStore, type DocumentWrite } from './read-store.port';

/**
 * Where a verified replay rebuilds read models: the process's memory, not the read store. A
 * verification only compares what it rebuilt and then forgets it, so writing every document to
 * disk (with its indexes) and reading it back would be most of its cost; here the runner's commits
 * are map updates. Checkpoints keep their compare-and-set, as in every store.
 */
export class ScratchDocuments implements DocumentStore {
  private readonly collections = new Map<string, Map<string, Doc>>();
  private readonly positions = new Map<string, bigint>();

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
      const docs = this.collections.get(collection) ?? new Map<string, Doc>();
      this.collections.set(collection, docs);
      if (doc === null) docs.delete(id);
      else docs.set(id, doc);
    }
  }

  /** A collection's documents by id, as rebuilt (with the runner's bookkeeping fields). */
  documents(collection: string): ReadonlyMap<string, Doc> {
    return this.collections.get(collection) ?? new Map<string, Doc>();
  }
}
