import type { RecordedEvent } from '@cargo/contracts';
import { eventsBehind } from './events-behind';

/** A log whose positions are byte offsets, as KurrentDB's are: 1,200 events, each 250 bytes on from the last. */
const events = Array.from({ length: 1200 }, (_, index) => ({ position: BigInt(1000 + index * 250) }) as RecordedEvent);
const log = { readAll: async (after: bigint, most: number) => events.filter((event) => event.position > after).slice(0, most) };
const head = events[events.length - 1].position;

describe('how far a read model is behind the log', () => {
  it('counts events, not the distance between positions', async () => {
    expect(await eventsBehind(log, events[1196].position, head)).toBe('3');
    expect(await eventsBehind(log, head, head)).toBe('0');
  });

  it('stops counting past a thousand', async () => {
    expect(await eventsBehind(log, 0n, head)).toBe('1000+');
  });
});
