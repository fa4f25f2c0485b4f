import type Database from 'better-sqlite3';
import { Query } from 'mingo';
import {
  CheckpointMovedError,
  POSITION_FIELD,
  type CheckpointMove,
  type Doc,
  type DocumentWrite,
  type Filter,
  type FindOptions,
  type ReadStore,
} from './read-store.port';

/**
 * Each row carries the collection version that last wrote it, and a deleted row stays as a tombstone
 * (body NULL), so a cache can catch up on just what changed. Clearing or swapping a collection moves
 * its generation instead, which makes every cache of it reload.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT,
  version INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (collection, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS documents_by_version ON documents (collection, version);
CREATE TABLE IF NOT EXISTS checkpoints (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS collection_versions (
  collection TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  generation INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
`;

interface CachedCollection {
  version: number;
  generation: number;
  docs: Map<string, Doc>;
}

interface CollectionState {
  version: number;
  generation: number;
}

/**
 * The embedded read store: documents as JSON rows in the same SQLite file as the event log.
 * Queries are MongoDB filters evaluated by mingo over a per-collection cache of parsed documents;
 * each collection carries a version number so a cache filled here notices writes by another process.
 */
export class SqliteReadStore implements ReadStore {
  private readonly cache = new Map<string, CachedCollection>();
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    migrate(db);
    db.exec(SCHEMA);
    this.statements = {
      state: db.prepare<[string], CollectionState>('SELECT version, generation FROM collection_versions WHERE collection = ?'),
      bump: db.prepare<[string], { version: number }>(
        'INSERT INTO collection_versions (collection, version) VALUES (?, 1) ON CONFLICT (collection) DO UPDATE SET version = version + 1 RETURNING version',
      ),
      regenerate: db.prepare(
        'INSERT INTO collection_versions (collection, version, generation) VALUES (?, 1, 1) ON CONFLICT (collection) DO UPDATE SET version = version + 1, generation = generation + 1',
      ),
      all: db.prepare<[string], { id: string; body: string }>('SELECT id, body FROM documents WHERE collection = ? AND body IS NOT NULL'),
      changedSince: db.prepare<[string, number], { id: string; body: string | null }>('SELECT id, body FROM documents WHERE collection = ? AND version > ?'),
      upsert: db.prepare('INSERT INTO documents (collection, id, body, version) VALUES (?, ?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body, version = excluded.version'),
      clearCollection: db.prepare('DELETE FROM documents WHERE collection = ?'),
      rename: db.prepare('UPDATE documents SET collection = ? WHERE collection = ?'),
      checkpoints: db.prepare<[], { name: string; position: bigint }>('SELECT name, position FROM checkpoints').safeIntegers(true),
      checkpoint: db.prepare<[string], { position: bigint }>('SELECT position FROM checkpoints WHERE name = ?').safeIntegers(true),
      setCheckpoint: db.prepare('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position'),
      dropCheckpoint: db.prepare('DELETE FROM checkpoints WHERE name = ?'),
    };
  }

  async find<T = Doc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = new Query(filter).find<Doc>(this.documents(collection).values(), { [POSITION_FIELD]: 0 } as never);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return cursor.all() as T[];
  }

  async count(collection: string, filter: Filter): Promise<number> {
    const query = new Query(filter);
    let total = 0;
    for (const doc of this.documents(collection).values()) if (query.test(doc)) total += 1;
    return total;
  }

  async get<T = Doc>(collection: string, id: string): Promise<T | null> {
    const doc = this.documents(collection).get(id);
    return doc ? (withoutBookkeeping(doc) as T) : null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    const docs = this.documents(collection);
    const found = new Map<string, Doc>();
    for (const id of ids) {
      const doc = docs.get(id);
      if (doc) found.set(id, doc);
    }
    return found;
  }

  async checkpoints(): Promise<Map<string, bigint>> {
    return new Map(this.statements.checkpoints.all().map((row) => [row.name, BigInt(row.position)]));
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void> {
    const versions = this.db
      .transaction(() => {
        for (const move of checkpoints) {
          const current = this.statements.checkpoint.get(move.name)?.position ?? null;
          if ((current === null ? null : BigInt(current)) !== move.expected) throw new CheckpointMovedError(move.name);
          this.statements.setCheckpoint.run(move.name, move.next);
        }
        const versions = this.bumpVersions(new Set(writes.map((write) => write.collection)));
        for (const write of writes) this.statements.upsert.run(write.collection, write.id, write.doc ? JSON.stringify(write.doc) : null, versions.get(write.collection));
        return versions;
      })
      .immediate();
    this.applyToCache(writes, versions);
  }

  async clear(collections: readonly string[], checkpointNames: readonly string[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const collection of collections) {
          this.statements.clearCollection.run(collection);
          this.statements.regenerate.run(collection);
        }
        for (const name of checkpointNames) this.statements.dropCheckpoint.run(name);
      })
      .immediate();
    for (const collection of collections) this.cache.delete(collection);
  }

  async swap(collections: readonly { from: string; to: string }[], checkpoint: { from: string; to: string }): Promise<void> {
    this.db
      .transaction(() => {
        for (const { from, to } of collections) {
          this.statements.clearCollection.run(to);
          this.statements.rename.run(to, from);
        }
        const rebuilt = this.statements.checkpoint.get(checkpoint.from)?.position ?? null;
        if (rebuilt === null) this.statements.dropCheckpoint.run(checkpoint.to);
        else this.statements.setCheckpoint.run(checkpoint.to, rebuilt);
        this.statements.dropCheckpoint.run(checkpoint.from);
        for (const collection of new Set(collections.flatMap(({ from, to }) => [from, to]))) this.statements.regenerate.run(collection);
      })
      .immediate();
    for (const { from, to } of collections) {
      this.cache.delete(from);
      this.cache.delete(to);
    }
  }

  async close(): Promise<void> {
    this.cache.clear();
  }

  private bumpVersions(collections: Set<string>): Map<string, number> {
    const versions = new Map<string, number>();
    for (const collection of collections) versions.set(collection, this.statements.bump.get(collection)!.version);
    return versions;
  }

  /** Keeps a warm cache warm after our own commit; a gap in versions means another writer, caught up on next read. */
  private applyToCache(writes: readonly DocumentWrite[], versions: Map<string, number>): void {
    for (const [collection, version] of versions) {
      const cached = this.cache.get(collection);
      if (cached && cached.version === version - 1) cached.version = version;
    }
    for (const write of writes) {
      const cached = this.cache.get(write.collection);
      if (!cached || cached.version !== versions.get(write.collection)) continue;
      if (write.doc) cached.docs.set(write.id, write.doc);
      else cached.docs.delete(write.id);
    }
  }

  /**
   * The collection's documents, parsed. A cache behind the stored version reads only the rows written
   * since (another connection's commits); a new generation (clear, swap) reloads everything.
   */
  private documents(collection: string): Map<string, Doc> {
    const state = this.statements.state.get(collection) ?? { version: 0, generation: 0 };
    const cached = this.cache.get(collection);
    if (cached && cached.generation === state.generation) {
      if (cached.version !== state.version) {
        for (const row of this.statements.changedSince.all(collection, cached.version)) {
          if (row.body === null) cached.docs.delete(row.id);
          else cached.docs.set(row.id, JSON.parse(row.body) as Doc);
        }
        cached.version = state.version;
      }
      return cached.docs;
    }
    const docs = new Map<string, Doc>();
    for (const row of this.statements.all.all(collection)) docs.set(row.id, JSON.parse(row.body) as Doc);
    this.cache.set(collection, { ...state, docs });
    return docs;
  }
}

/** Data folders from before row versions get the new columns; their caches reload once. */
function migrate(db: Database.Database): void {
  const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
  if (columns('documents').length > 0 && !columns('documents').includes('version')) db.exec('ALTER TABLE documents ADD COLUMN version INTEGER NOT NULL DEFAULT 0');
  if (columns('collection_versions').length > 0 && !columns('collection_versions').includes('generation')) {
    db.exec('ALTER TABLE collection_versions ADD COLUMN generation INTEGER NOT NULL DEFAULT 0');
  }
}

function withoutBookkeeping(doc: Doc): Doc {
  const { [POSITION_FIELD]: _position, ...rest } = doc as Record<string, unknown>;
  return rest as Doc;
}
