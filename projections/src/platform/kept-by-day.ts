import type { RecordedEvent } from '@cargo/contracts';
import { change, type DocumentChange } from './projection';
import type { CollectionIndexes, Doc, ReadStore } from './read-store.port';

/**
 * Standing figures (stock value, receivables, a customer's credit, a month's totals) as they stood
 * at the end of each day they changed, so a dashboard or statement "as of" a past date reads one
 * document per figure through an index instead of replaying the log. The day is the one the event
 * was recorded on (UTC), the same clock as a record's own "as of".
 */
export interface DayValue<T> extends Doc {
  id: string;
  /** What the value is of: a figure document's id, or a group of them. */
  of: string;
  day: string;
  value: T;
}

/** The day (UTC, 'YYYY-MM-DD') an event was recorded on. */
export const dayOf = (event: RecordedEvent): string => event.metadata.timestamp.slice(0, 10);

/** The index a kept-by-day collection is read through. */
export const dayValueIndexes = (collection: string): CollectionIndexes => ({ collection, indexes: [['of', 'day']] });

/**
 * Records `value` as what `of` stood at on `day`: later changes the same day overwrite it, so a
 * figure has at most one document a day, whatever the number of events.
 */
export function dayValue<T>(collection: string, of: string, day: string, value: T): DocumentChange {
  const id = `${of}@${day}`;
  return change<DayValue<T>>(collection, id, () => ({ id, of, day, value }));
}

/** What `of` stood at on the end of `day`: its last value recorded that day or before (null: none yet). */
export async function valueOnDay<T>(store: ReadStore, collection: string, of: string, day: string): Promise<T | null> {
  const [last] = await store.find<DayValue<T>>(collection, { of, day: { $lte: day } }, { sort: { day: -1 }, limit: 1 });
  return last ? last.value : null;
}
