import type { DomainEvent, RecordedEvent } from '@cargo/contracts';
import type { CollectionIndexes, Doc } from './read-store.port';

/**
 * What one event does to one document: a pure function of the current document (null: absent).
 * `prior` is what the change before it, for the same event, produced: a running total kept in one
 * document can number the line written to another.
 */
export interface DocumentChange {
  collection: string;
  id: string;
  evolve(doc: Doc | null, prior: Doc | null): Doc | null;
  /**
   * What follows from this change, given the document before and after it: for figures kept from a
   * fact the event does not carry (a line event names its invoice, not the invoice's month), the
   * projection keeps the fact in a document of its own and derives the other changes from its move.
   */
  follow?(before: Doc | null, after: Doc | null): DocumentChange[];
}

/**
 * A read model as a pure function of events. The runner loads the documents the changes name,
 * applies them in order and commits them with the checkpoint; projections never do I/O.
 */
export interface Projection {
  name: string;
  collections: readonly string[];
  /** The fields its collections are queried by (see `CollectionIndexes`). */
  indexes?: readonly CollectionIndexes[];
  /**
   * Collections whose documents no later event changes (one per event, keyed by its position): a
   * verified replay compares each as it is rebuilt and lets it go, so its memory does not hold them all.
   */
  writeOnce?: readonly string[];
  /**
   * Raised (from 1) when a change makes the documents an earlier version built wrong to build on (a
   * figure now kept through a document older events never wrote): the process that runs projections
   * rebuilds the projection from the log at start, once (see `rebuildOutdated`).
   */
  version?: number;
  /** The event types it reads, or 'every' (the audit log). */
  handles: readonly string[] | 'every';
  changes(event: RecordedEvent): DocumentChange[];
}

/** Names one document and how an event evolves it; the document's own type stays with its projection. */
export function change<T extends Doc, P extends Doc = Doc>(
  collection: string,
  id: string | number,
  evolve: (doc: T | null, prior: P | null) => T | null,
): DocumentChange {
  return { collection, id: String(id), evolve: evolve as DocumentChange['evolve'] };
}

/** A change to a fact document, with the changes that follow from how it moved. */
export function changeFollowed<T extends Doc>(
  collection: string,
  id: string | number,
  evolve: (doc: T | null) => T | null,
  follow: (before: T | null, after: T | null) => DocumentChange[],
): DocumentChange {
  return { collection, id: String(id), evolve: evolve as DocumentChange['evolve'], follow: follow as DocumentChange['follow'] };
}

/**
 * Declares a projection over the events of `E`: the compiler checks every name in `handles` against
 * the union, and `changes` receives the event typed, with no cast.
 */
export function projection<E extends DomainEvent>(
  spec: Omit<Projection, 'handles' | 'changes'> & { handles: readonly E['type'][]; changes(event: RecordedEvent<E>): DocumentChange[] },
): Projection {
  const declared: Projection = { ...spec, changes: (event) => spec.changes(event as RecordedEvent<E>) };
  return Object.defineProperty(declared, PROJECTION, { value: true, enumerable: false });
}

const PROJECTION = Symbol('projection');

/** Declares a projection over every event of the log, whatever its type (the audit log). */
export function projectionOfEvery(spec: Omit<Projection, 'handles'>): Projection {
  const declared: Projection = { ...spec, handles: 'every' };
  return Object.defineProperty(declared, PROJECTION, { value: true, enumerable: false });
}

/** Whether a projection reads events of this type. */
export const handlesType = (projection: Projection, type: string) => projection.handles === 'every' || projection.handles.includes(type);

/** True for what `projection()` declared: the registry collects projections from what capabilities export. */
export function isProjection(value: unknown): value is Projection {
  return typeof value === 'object' && value !== null && PROJECTION in value;
}

/**
 * The collection where a collection's deleted documents wait, so a restore event can bring one back
 * as it was (its creation date and author included) without the event carrying the whole record.
 */
export const binOf = (collection: string) => `${collection}_bin`;

/** A delete that can be undone: the document leaves its collection for the bin. */
export function moveToBin(collection: string, id: string | number): DocumentChange {
  return changeFollowed(
    collection,
    id,
    () => null,
    (before) => (before ? [change(binOf(collection), id, () => before)] : []),
  );
}

/** The undo of `moveToBin`: the document goes back as it was. */
export function restoreFromBin(collection: string, id: string | number): DocumentChange {
  return changeFollowed(
    binOf(collection),
    id,
    () => null,
    (before) => (before ? [change(collection, id, () => before)] : []),
  );
}
