import type { RecordedEvent } from '@cargo/contracts';
import { registerUpcaster, upcast } from './upcasters';

const stored = (schemaVersion: number, data: unknown): RecordedEvent =>
  ({
    streamId: 'test-1',
    revision: 0n,
    position: 1n,
    type: 'TestShapeChanged',
    data,
    metadata: { eventId: 'e', actor: null, correlationId: 'c', causationId: null, timestamp: '2026-11-20T00:00:00.000Z', schemaVersion },
  }) as RecordedEvent;

describe('upcasters', () => {
  registerUpcaster('TestShapeChanged', 1, (data) => ({ ...(data as object), currency: 'UsDollar' }));
  registerUpcaster('TestShapeChanged', 2, (data) => {
    const { price, ...rest } = data as { price: number };
    return { ...rest, priceMinor: Math.round(price * 100) };
  });

  it('lifts an old event through every later version, so readers see one shape', () => {
    const lifted = upcast(stored(1, { price: 12.5 }));
    expect(lifted.data).toEqual({ priceMinor: 1250, currency: 'UsDollar' });
    expect(lifted.metadata.schemaVersion).toBe(3);
  });

  it('leaves current events and unknown types as they are', () => {
    const current = stored(3, { priceMinor: 5, currency: 'VietDong' });
    expect(upcast(current)).toBe(current);
    const other = { ...stored(1, { a: 1 }), type: 'SomethingElse' } as RecordedEvent;
    expect(upcast(other)).toBe(other);
  });
});
