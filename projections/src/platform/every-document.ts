import type { Doc, Filter, ReadStore } from './read-store.port';

const PAGE = 1000;

/**
 * Every document of a collection matching a filter, in id order, a page at a time after the last id
 * read (through the id index, so each page costs the same however far in): for reports that read
 * everything they cover once, like the ledger check and a customer's statement.
 */
export async function* everyDocument<T extends Doc & { id: number }>(store: ReadStore, collection: string, filter: Filter = {}): AsyncGenerator<T> {
  for (let after = 0; ;) {
    const page = await store.find<T>(collection, { ...filter, id: { $gt: after } }, { sort: { id: 1 }, limit: PAGE });
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1].id;
  }
}
