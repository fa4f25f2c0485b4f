import type { ColdStore } from '../platform/replay';

/** A cold store in a Map, for the replay's unit tests (the server's is a temporary SQLite file, tested with the read store). */
export class ColdMap implements ColdStore {
  private readonly collections = new Map<string, Map<string, string>>();

  put(collection: string, docs: Iterable<readonly [string, string]>): void {
    const kept = this.collections.get(collection) ?? this.collections.set(collection, new Map()).get(collection)!;
    for (const [id, text] of docs) kept.set(id, text);
  }

  take(collection: string, id: string): string | undefined {
    const kept = this.collections.get(collection);
    const text = kept?.get(id);
    kept?.delete(id);
    return text;
  }

  count(collection: string): number {
    return this.collections.get(collection)?.size ?? 0;
  }

  *entries(collection: string): IterableIterator<[string, string]> {
    const kept = this.collections.get(collection) ?? new Map<string, string>();
    // In id order as text, as SQLite's `ORDER BY id` gives them.
    yield* [...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }

  close(): void {
    this.collections.clear();
  }
}
