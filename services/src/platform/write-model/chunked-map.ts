/**
 * An immutable map from whole-number keys, kept as a radix tree of small plain objects (32 branches,
 * seven levels: keys up to 32^7): setting a key copies only the seven nodes on its path, not every
 * entry. Aggregate state that gains an entry per order or stock row stays as cheap to update
 * however long the stream grows, and stays plain JSON.
 */
export type ChunkedMap<V> = Readonly<Record<number, unknown>> & { readonly __values?: V };

const WIDTH = 32;
const LEVELS = 7;
const MAX_KEY = WIDTH ** LEVELS - 1;

export const emptyChunkedMap = <V>(): ChunkedMap<V> => ({});

/** The branch taken at each level, root first. */
function pathOf(key: number): number[] {
  if (!Number.isSafeInteger(key) || key < 0 || key > MAX_KEY) throw new RangeError(`Key ${key} is out of range`);
  const digits: number[] = [];
  for (let level = 0, rest = key; level < LEVELS; level += 1, rest = Math.floor(rest / WIDTH)) digits.unshift(rest % WIDTH);
  return digits;
}

export function chunkedGet<V>(map: ChunkedMap<V>, key: number): V | undefined {
  let node: unknown = map;
  for (const digit of pathOf(key)) {
    node = (node as Record<number, unknown> | undefined)?.[digit];
    if (node === undefined) return undefined;
  }
  return node as V;
}

export function chunkedSet<V>(map: ChunkedMap<V>, key: number, value: V): ChunkedMap<V> {
  const path = pathOf(key);
  const write = (node: Record<number, unknown> | undefined, depth: number): Record<number, unknown> => ({
    ...node,
    [path[depth]]: depth === LEVELS - 1 ? value : write(node?.[path[depth]] as Record<number, unknown> | undefined, depth + 1),
  });
  return write(map, 0) as ChunkedMap<V>;
}
