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

const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (collection, id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS checkpoints (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS collection_versions (
  collection TEXT PRIMARY KEY,
  version INTEGER NOT NULL
) WITHOUT ROWID;
`;

interface CachedCollection {
  version: number;
  docs: Map<string, Doc>;
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
    db.exec(SCHEMA);
    this.statements = {
      version: db.prepare<[string], { version: number }>('SELECT version FROM collection_versions WHERE collection = ?'),
      bump: db.prepare<[string], { version: number }>(
        'INSERT INTO collection_versions (collection, version) VALUES (?, 1) ON CONFLICT (collection) DO UPDATE SET version = version + 1 RETURNING version',
      ),
      all: db.prepare<[string], { id: string; body: string }>('SELECT id, body FROM documents WHERE collection = ?'),
      upsert: db.prepare('INSERT INTO documents (collection, id, body) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET body = excluded.body'),
      remove: db.prepare('DELETE FROM documents WHERE collection = ? AND id = ?'),
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
        for (const write of writes) {
          if (write.doc) this.statements.upsert.run(write.collection, write.id, JSON.stringify(write.doc));
          else this.statements.remove.run(write.collection, write.id);
        }
        return this.bumpVersions(new Set(writes.map((write) => write.collection)));
      })
      .immediate();
    this.applyToCache(writes, versions);
  }

  async clear(collections: readonly string[], checkpointNames: readonly string[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const collection of collections) this.statements.clearCollection.run(collection);
        for (const name of checkpointNames) this.statements.dropCheckpoint.run(name);
        this.bumpVersions(new Set(collections));
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
        this.bumpVersions(new Set(collections.flatMap(({ from, to }) => [from, to])));
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

  /** Keeps a warm cache warm after our own commit; a gap in versions means another writer, so reload. */
  private applyToCache(writes: readonly DocumentWrite[], versions: Map<string, number>): void {
    for (const [collection, version] of versions) {
      const cached = this.cache.get(collection);
      if (!cached) continue;
      if (cached.version !== version - 1) {
        this.cache.delete(collection);
        continue;
      }
      cached.version = version;
    }
    for (const write of writes) {
      const cached = this.cache.get(write.collection);
      if (!cached) continue;
      if (write.doc) cached.docs.set(write.id, write.doc);
      else cached.docs.delete(write.id);
    }
  }

  private documents(collection: string): Map<string, Doc> {
    const version = this.statements.version.get(collection)?.version ?? 0;
    const cached = this.cache.get(collection);
    if (cached && cached.version === version) return cached.docs;
    const docs = new Map<string, Doc>();
    for (const row of this.statements.all.all(collection)) docs.set(row.id, JSON.parse(row.body) as Doc);
    this.cache.set(collection, { version, docs });
    return docs;
  }
}

function withoutBookkeeping(doc: Doc): Doc {
  const { [POSITION_FIELD]: _position, ...rest } = doc as Record<string, unknown>;
  return rest as Doc;
}
