import type { RecordedEvent } from '@cargo/contracts';
import { handlesType, type DocumentChange, type Projection } from '../platform/projection';
import type { Doc } from '../platform/read-store.port';

/** Applies a projection's changes to plain maps: the given-events / then-documents harness for unit tests. */
export function project(projection: Projection, events: readonly RecordedEvent[], documents = new Map<string, Doc>()): Map<string, Doc> {
  for (const event of events) {
    if (!handlesType(projection, event.type)) continue;
    let prior: Doc | null = null;
    const apply = (change: DocumentChange): void => {
      const key = `${change.collection}/${change.id}`;
      const before = documents.get(key) ?? null;
      const next = change.evolve(before, prior);
      if (next) documents.set(key, next);
      else documents.delete(key);
      prior = next;
      change.follow?.(before, next).forEach(apply);
    };
    projection.changes(event).forEach(apply);
  }
  return documents;
}

/**
 * Each event delivered twice in a row, as a redelivery after a lost checkpoint would. A projection
 * whose documents are a function of the event (not a running count) must give the same documents.
 */
export function eachTwice(events: readonly RecordedEvent[]): RecordedEvent[] {
  return events.flatMap((event) => [event, event]);
}
