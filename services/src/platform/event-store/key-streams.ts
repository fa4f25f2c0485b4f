import type { RecordedEvent } from '@cargo/contracts';

/**
 * Streams named `command-…` record idempotency keys (`idempotency.ts`): bookkeeping, not facts of
 * the business, so they are kept only for a while (`IDEMPOTENCY_KEEP_DAYS`). Both stores read only
 * a key stream's events younger than that: EventStoreDB through the stream's `$maxAge` (a scavenge
 * then frees the space), SQLite by leaving older ones out of stream reads (its one hash chain
 * covers them, so they stay on disk). Such a stream may read empty while its revision stays: an
 * append expecting `no_stream` then fails with the revision it has, and can expect that one.
 */
export const KEY_STREAM_PREFIX = 'command-';

export const isKeyStream = (streamId: string): boolean => streamId.startsWith(KEY_STREAM_PREFIX);

/** A key stream's events still kept at `now` (the others are read as they come). */
export function stillKept(streamId: string, events: RecordedEvent[], keepMs: number | undefined, now = Date.now()): RecordedEvent[] {
  if (keepMs === undefined || !isKeyStream(streamId)) return events;
  const since = now - keepMs;
  return events.filter((event) => Date.parse(event.metadata.timestamp) >= since);
}
