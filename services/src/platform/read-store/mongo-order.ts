import { Query } from 'mingo';
import { compare, resolve } from 'mingo/util';

/**
 * Documents in MongoDB's sort order, ties by `id` in the last key's direction. MongoDB sorts an array
 * by its least element going up and by its greatest going down; mingo takes the least either way, so
 * each document is sorted by a stand-in holding, per key, the element MongoDB would use.
 */
export function sortLikeMongo<T extends object>(docs: T[], sort: Record<string, 1 | -1> | undefined): T[] {
  const order = { ...sort };
  order.id ??= Object.values(order).at(-1) ?? 1;
  const keys = Object.entries(order);
  const standIns = docs.map((doc, at) => {
    const standIn: Record<string, unknown> = { at };
    keys.forEach(([field, direction], index) => (standIn[`k${index}`] = elementUsed(resolve(doc as Record<string, unknown>, field), direction)));
    return standIn;
  });
  const sorted = new Query({}).find<{ at: number }>(standIns).sort(Object.fromEntries(keys.map(([, direction], index) => [`k${index}`, direction])));
  return sorted.all().map((standIn) => docs[standIn.at]);
}

const elementUsed = (value: unknown, direction: 1 | -1): unknown => {
  // An empty array sorts below null and missing either way, as it does unchanged.
  if (!Array.isArray(value) || value.length === 0 || direction === 1) return value;
  return value.reduce((greatest: unknown, element: unknown) => (compare(element, greatest) > 0 ? element : greatest));
};
