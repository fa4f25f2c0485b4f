import Database from 'better-sqlite3';
import type { ColdPolicy, ColdStore } from '@cargo/projections';

/**
 * Where a replay puts the documents it holds as text when it holds too many: a private temporary
 * SQLite file (SQLite unlinks it as it opens it, so a read model's personal data is not left behind,
 * even by a crash), so a replay's memory stays bounded however long the log. A
 * document comes back from here when an event touches it again or the comparison reaches it.
 */
export class ColdDocuments implements ColdStore {
  private readonly db = new Database('');
  private readonly statements;
  private readonly counts = new Map<string, number>();

  constructor() {
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.exec('CREATE TABLE cold (collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID');
    this.statements = {
      put: this.db.prepare<[string, string, string]>('INSERT OR REPLACE INTO cold (collection, id, body) VALUES (?, ?, ?)'),
      take: this.db.prepare<[string, string], { body: string }>('DELETE FROM cold WHERE collection = ? AND id = ? RETURNING body'),
      page: this.db.prepare<[string, string, number], { id: string; body: string }>(
        'SELECT id, body FROM cold WHERE collection = ? AND id > ? ORDER BY id LIMIT ?',
      ),
    };
  }

  /** Keeps these documents (each new here: a document is taken back before it changes). */
  put(collection: string, docs: Iterable<readonly [string, string]>): void {
    let added = 0;
    this.db.transaction(() => {
      for (const [id, text] of docs) {
        this.statements.put.run(collection, id, text);
        added += 1;
      }
    })();
    this.counts.set(collection, this.count(collection) + added);
  }

  /** The document's text, removed from here; undefined when it is not here. */
  take(collection: string, id: string): string | undefined {
    const row = this.statements.take.get(collection, id);
    if (row) this.counts.set(collection, this.count(collection) - 1);
    return row?.body;
  }

  count(collection: string): number {
    return this.counts.get(collection) ?? 0;
  }

  /** What is left of a collection, in id order, a page at a time. */
  *entries(collection: string): IterableIterator<[string, string]> {
    for (let after = ''; ;) {
      const page = this.statements.page.all(collection, after, 1000);
      for (const row of page) yield [row.id, row.body];
      if (page.length < 1000) return;
      after = page[page.length - 1].id;
    }
  }

  close(): void {
    this.db.close();
  }
}

/**
 * How much of this thread's heap a replay may fill before it moves the documents it holds to a
 * temporary file: the held documents, not the log's length, set a replay's memory. (Node lets a
 * heap grow to 4 GB before it must collect, so without a bound a million-event replay reached 3.4 GB.)
 */
export const HELD_HEAP_BYTES = 384 * 2 ** 20;

/** Every replay's cold policy: past the heap budget, documents at rest go to a private temporary file. */
export const coldWhenFull = (): ColdPolicy => ({
  store: new ColdDocuments(),
  full: () => process.memoryUsage().heapUsed > HELD_HEAP_BYTES,
  moveAtLeast: HELD_HEAP_BYTES / 8,
});
