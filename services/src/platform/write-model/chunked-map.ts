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

/** The map without `key`: only the path is copied, and nodes left empty are dropped (a map emptied is `{}` again). */
export function chunkedDelete<V>(map: ChunkedMap<V>, key: number): ChunkedMap<V> {
  if (chunkedGet(map, key) === undefined) return map;
  const path = pathOf(key);
  const without = (node: Record<number, unknown>, depth: number): Record<number, unknown> | undefined => {
    const branch = path[depth];
    const child = depth === LEVELS - 1 ? undefined : without(node[branch] as Record<number, unknown>, depth + 1);
    const rest: Record<number, unknown> = {};
    for (const other of Object.keys(node)) if (Number(other) !== branch) rest[Number(other)] = node[Number(other)];
    if (child !== undefined) rest[branch] = child;
    return Object.keys(rest).length > 0 ? rest : undefined;
  };
  return (without(map, 0) ?? {}) as ChunkedMap<V>;
}

/** Every key with its value, in ascending key order. */
export function* chunkedEntries<V>(map: ChunkedMap<V>): IterableIterator<[number, V]> {
  function* walk(node: Record<number, unknown>, depth: number, prefix: number): IterableIterator<[number, V]> {
    const branches = Object.keys(node)
      .map(Number)
      .sort((a, b) => a - b);
    for (const branch of branches) {
      const key = prefix * WIDTH + branch;
      if (depth === LEVELS - 1) yield [key, node[branch] as V];
      else yield* walk(node[branch] as Record<number, unknown>, depth + 1, key);
    }
  }
  yield* walk(map, 0, 0);
}
