import fc from 'fast-check';
import { chunkedDelete, chunkedEntries, chunkedGet, chunkedSet, emptyChunkedMap, type ChunkedMap } from './chunked-map';

describe('chunked map', () => {
  it('answers like a plain map for any sequence of sets, and never changes an earlier version', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer())), (writes) => {
        const plain = new Map<number, number>();
        let map: ChunkedMap<number> = emptyChunkedMap();
        const versions: [ChunkedMap<number>, Map<number, number>][] = [];
        for (const [key, value] of writes) {
          map = chunkedSet(map, key, value);
          plain.set(key, value);
          versions.push([map, new Map(plain)]);
        }
        for (const [version, expected] of versions) for (const [key, value] of expected) expect(chunkedGet(version, key)).toBe(value);
        expect(chunkedGet(map, 5001)).toBeUndefined();
      }),
    );
  });

  it('copies only the path of the key it sets: everything else is shared with the version before', () => {
    let map: ChunkedMap<number> = emptyChunkedMap();
    for (let key = 0; key < 10_000; key += 1) map = chunkedSet(map, key, key);
    const next = chunkedSet(map, 10_000, 1);
    const copied = (before: unknown, after: unknown): number => {
      if (before === after || typeof after !== 'object' || after === null) return 0;
      return (
        1 +
        Object.keys(after).reduce(
          (sum, branch) => sum + copied((before as Record<string, unknown> | undefined)?.[branch], (after as Record<string, unknown>)[branch]),
          0,
        )
      );
    };
    expect(copied(map, next)).toBeLessThanOrEqual(7);
    expect(chunkedGet(next, 9_999)).toBe(9_999);
  });

  it('refuses keys it cannot place', () => {
    expect(() => chunkedSet(emptyChunkedMap<number>(), -1, 1)).toThrow(RangeError);
    expect(() => chunkedGet(emptyChunkedMap<number>(), 2 ** 40)).toThrow(RangeError);
  });

  it('answers like a plain map for any sequence of sets and deletes, and lists its entries in key order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 40_000 }), fc.integer())), (writes) => {
        const plain = new Map<number, number>();
        let map: ChunkedMap<number> = emptyChunkedMap();
        for (const [remove, key, value] of writes) {
          const before = map;
          const kept = [...chunkedEntries(before)];
          if (remove) {
            map = chunkedDelete(map, key);
            plain.delete(key);
          } else {
            map = chunkedSet(map, key, value);
            plain.set(key, value);
          }
          // The version before is untouched.
          expect([...chunkedEntries(before)]).toEqual(kept);
        }
        expect([...chunkedEntries(map)]).toEqual([...plain].sort(([a], [b]) => a - b));
        for (const [key, value] of plain) expect(chunkedGet(map, key)).toBe(value);
        if (plain.size === 0) expect(map).toEqual({});
      }),
    );
  });
});
