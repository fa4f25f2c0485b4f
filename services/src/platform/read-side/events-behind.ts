import type { EventStore } from '../event-store/event-store.port';

/** Lags are counted up to this many events: past it, `1000+` (a count that costs at most one page of the log). */
export const LAG_COUNTED_UP_TO = 1000;

/**
 * How many events of the log come after `position`, up to `LAG_COUNTED_UP_TO`: positions are not
 * counts on every store (KurrentDB's are byte offsets in its log), so the events are counted.
 */
export async function eventsBehind(log: Pick<EventStore, 'readAll'>, position: bigint, head: bigint): Promise<string> {
  if (head <= position) return '0';
  const behind = (await log.readAll(position, LAG_COUNTED_UP_TO + 1)).length;
  return behind > LAG_COUNTED_UP_TO ? `${LAG_COUNTED_UP_TO}+` : String(behind);
}
