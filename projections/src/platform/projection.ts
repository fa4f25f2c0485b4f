import type { RecordedEvent } from '@cargo/contracts';
import type { Doc } from './read-store.port';

/** What one event does to one document: a pure function of the current document (null: absent). */
export interface DocumentChange {
  collection: string;
  id: string;
  evolve(doc: Doc | null): Doc | null;
}

/**
 * A read model as a pure function of events. The runner loads the documents the changes name,
 * applies them in order and commits them with the checkpoint; projections never do I/O.
 */
export interface Projection {
  name: string;
  collections: readonly string[];
  handles: readonly string[];
  changes(event: RecordedEvent): DocumentChange[];
}

/** Names one document and how an event evolves it; the document's own type stays with its projection. */
export function change<T extends Doc>(collection: string, id: string | number, evolve: (doc: T | null) => T | null): DocumentChange {
  return { collection, id: String(id), evolve: evolve as (doc: Doc | null) => Doc | null };
}
