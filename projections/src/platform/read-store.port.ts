/** A read-model document. `id` is its key within the collection. */
export type Doc = { id: string | number };

/** A filter in the MongoDB query language: written once, evaluated by every adapter. */
export type Filter = Record<string, unknown>;

/** Every adapter sorts by `id` last, so ties (and pages) come back in the same order. */
export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

/**
 * What a projection declares about one of its collections, beside itself: the scalar fields its
 * queries filter and sort on, as compound indexes (each list is one index, usable in both sort
 * directions), and the text fields searched with "contains". Both read stores build these indexes.
 */
export interface CollectionIndexes {
  collection: string;
  indexes: readonly (readonly string[])[];
  /** At most 15 per collection. */
  text?: readonly string[];
  /** Fields that always hold true or false (a flag like isActive): a match on them is counted from its index alone. */
  booleans?: readonly string[];
}

/** One document to store (or to delete, when doc is null). */
export interface DocumentWrite {
  collection: string;
  id: string;
  doc: Doc | null;
  /** The last position applied to it, which the store keeps beside its fields (`POSITION_FIELD`): a runner's write. */
  position?: bigint;
}

/** Compare-and-set of one projection's checkpoint: fails if another writer moved it. */
export interface CheckpointMove {
  name: string;
  expected: bigint | null;
  next: bigint;
}

/**
 * Where projections keep their read models and checkpoints. A commit writes documents and
 * moves checkpoints atomically, so an event's effect is applied exactly once.
 */
export interface ReadStore {
  /** Builds the declared indexes (idempotent); queries are correct without them, only slower. */
  declare(indexes: readonly CollectionIndexes[]): Promise<void>;
  find<T = Doc>(collection: string, filter: Filter, options?: FindOptions): Promise<T[]>;
  /**
   * Every document the filter matches, in `sort` order (then `id`), `pageSize` at a time: a report's
   * read. It costs what it returns, as one cursor does; a loop over `find` pages with `skip` would
   * read every page before each one again.
   */
  pages<T = Doc>(collection: string, filter: Filter, sort: Record<string, 1 | -1>, pageSize: number): AsyncIterable<T[]>;
  count(collection: string, filter: Filter): Promise<number>;
  get<T = Doc>(collection: string, id: string): Promise<T | null>;
  getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>>;
  checkpoints(): Promise<Map<string, bigint>>;
  commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void>;
  /**
   * The most events whose changes one commit may carry, for a store whose commits are transactions
   * with a time limit (MongoDB's 60 s): a runner commits a longer batch in parts. None: any batch.
   */
  readonly eventsPerCommit?: number;
  /** Empties collections and forgets checkpoints (scratch space before a rebuild). */
  clear(collections: readonly string[], checkpointNames: readonly string[]): Promise<void>;
  /**
   * Writes documents (objects, or their JSON text) into a collection a rebuild fills (empty, written
   * by no runner), in bulk and with no reads, each marked as applied up to `position`.
   */
  load(collection: string, docs: Iterable<readonly [string, Doc | string]>, position: bigint): Promise<void>;
  /**
   * Every document of a collection as the store keeps it (JSON text, bookkeeping included), a page at
   * a time, by id or in the order they were first written: for a verified replay's one pass.
   */
  scan(collection: string, order?: 'id' | 'written'): AsyncIterable<readonly StoredText[]>;
  /** Replaces each live collection and checkpoint by its rebuilt twin, in one step where the store allows. */
  swap(collections: readonly { from: string; to: string }[], checkpoint: { from: string; to: string }): Promise<void>;
  /**
   * Runs a request's work so that all its reads come from one side of any swap. For a store whose
   * swap is not one atomic step for every reader (MongoDB's generations); the embedded store swaps
   * in one transaction and has none.
   */
  readScope?(work: () => void): void;
  close(): Promise<void>;
}

/** A stored document as text: compared with a rebuilt one without parsing it. */
export interface StoredText {
  id: string;
  text: string;
}

/** What a projection runner needs of a store: load documents, commit them with checkpoints. */
export type DocumentStore = Pick<ReadStore, 'checkpoints' | 'getMany' | 'commit' | 'eventsPerCommit'>;

/** A checkpoint was not where the committer expected it: a rebuild or another runner moved it. */
export class CheckpointMovedError extends Error {
  constructor(readonly checkpoint: string) {
    super(`Checkpoint ${checkpoint} moved under this runner`);
    this.name = 'CheckpointMovedError';
  }
}

/** Stored document fields that are the store's bookkeeping, not part of the read model. */
export const POSITION_FIELD = '_pos';

/** A stored document's read-model fields: the document without the store's bookkeeping. */
export function withoutPosition(doc: Doc): Doc {
  const { [POSITION_FIELD]: _position, ...fields } = doc as Record<string, unknown>;
  return fields as Doc;
}

/**
 * "Contains this text, any case", as a filter value: the text is matched literally (never as a
 * pattern), which is also the form the embedded store answers through its trigram index.
 */
export const containing = (text: string) => ({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' });

/**
 * A filter holding `undefined` asks nothing clear: MongoDB's driver (`ignoreUndefined`) drops the key,
 * so `{ customerId: undefined }` matches every document and a scoped read fails open, while the
 * embedded store matches only documents without the field. Every adapter refuses one before it reads.
 */
export class UndefinedInFilterError extends Error {
  constructor(
    readonly collection: string,
    readonly path: string,
  ) {
    super(`Filter on ${collection}: ${path} is undefined (a filter names a value or leaves the key out)`);
    this.name = 'UndefinedInFilterError';
  }
}

export function refuseUndefined(collection: string, filter: unknown, path = ''): void {
  if (filter === undefined) throw new UndefinedInFilterError(collection, path || '(the filter)');
  if (Array.isArray(filter)) filter.forEach((value, index) => refuseUndefined(collection, value, `${path}[${index}]`));
  else if (filter !== null && Object.getPrototypeOf(filter) === Object.prototype) {
    for (const [key, value] of Object.entries(filter)) refuseUndefined(collection, value, path ? `${path}.${key}` : key);
  }
}
