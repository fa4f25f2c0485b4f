import type Database from 'better-sqlite3';
import { Query } from 'mingo';
import {
  CheckpointMovedError,
  POSITION_FIELD,
  type CheckpointMove,
  type CollectionIndexes,
  type Doc,
  type DocumentWrite,
  type Filter,
  type FindOptions,
  type ReadStore,
  type StoredText,
} from './read-store.port';
import { extract, NO_DECLARATIONS, orderBy, translateFilter, type FieldDeclarations } from './sqlite-query';

/**
 * Documents are JSON rows keyed by (collection, id). Declared fields get partial expression indexes
 * per collection; each declared text field gets a trigram full-text table of its own
 * (`text_<collection>_<field>`, keyed by the document's rowid, so a rebuild's table is renamed in with
 * its collection). Counts per collection are kept, so an unfiltered count is one row.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  rowid INTEGER PRIMARY KEY,
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  body TEXT NOT NULL,
  UNIQUE (collection, id)
);
CREATE TABLE IF NOT EXISTS collection_counts (
  collection TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS text_declarations (
  collection TEXT PRIMARY KEY,
  fields TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS checkpoints (
  name TEXT PRIMARY KEY,
  position INTEGER NOT NULL
) WITHOUT ROWID;
`;

const COLLECTION = /^[A-Za-z0-9_-]{1,100}$/;
/** Rebuilds write `products__rebuild`: the same declarations as `products`. */
const baseName = (collection: string) => collection.split('__')[0];
const textTable = (collection: string, field: string) => `text_${collection}_${field}`.replace(/[^A-Za-z0-9_]/g, '_');
/** A text search estimated to match more rows than this is read in the sort's order instead of sorted. */
const BROAD_SEARCH_ROWS = 2000;
/** Rows per page of a scan. */
const SCANNED_AT_ONCE = 1000;

/**
 * The embedded read store: in the same SQLite file as the event log. Queries are written once in
 * the MongoDB language; the indexed subset runs as SQL (`sqlite-query.ts`) and mingo decides only
 * what SQL cannot express, over the rows SQL selected, one row at a time. Nothing is held whole in
 * memory, so memory and a cold start do not grow with the data.
 */
export class SqliteReadStore implements ReadStore {
  private readonly statements;
  private readonly declarations = new Map<string, Omit<FieldDeclarations, 'text'> & { textFields: readonly string[] }>();
  private readonly textTables = new Set<string>();
  /** Each collection's declarations with its text table names, worked out once (every write and query asks). */
  private readonly fields = new Map<string, FieldDeclarations>();
  private readonly textStatements = new Map<
    string,
    { insert: Database.Statement; delete: Database.Statement; clear: Database.Statement; countUpTo: Database.Statement<[string, number], { matches: number }> }
  >();
  private readonly regexes = new Map<string, RegExp>();

  constructor(private readonly db: Database.Database) {
    migrate(db);
    db.exec(SCHEMA);
    db.function('mongo_regex', { deterministic: true }, (value: unknown, pattern: unknown, flags: unknown) => (this.regexOf(String(pattern), String(flags)).test(String(value)) ? 1 : 0));
    this.statements = {
      get: db.prepare<[string, string], { body: string }>('SELECT body FROM documents WHERE collection = ? AND id = ?'),
      update: db.prepare<[string, string, string], { rowid: number }>('UPDATE documents SET body = ? WHERE collection = ? AND id = ? RETURNING rowid'),
      insert: db.prepare<[string, string, string], { rowid: number }>('INSERT INTO documents (collection, id, body) VALUES (?, ?, ?) RETURNING rowid'),
      delete: db.prepare<[string, string], { rowid: number }>('DELETE FROM documents WHERE collection = ? AND id = ? RETURNING rowid'),
      count: db.prepare<[string], { count: number }>('SELECT count FROM collection_counts WHERE collection = ?'),
      addCount: db.prepare('INSERT INTO collection_counts (collection, count) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET count = count + excluded.count'),
      setCount: db.prepare('INSERT INTO collection_counts (collection, count) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET count = excluded.count'),
      clearCollection: db.prepare('DELETE FROM documents WHERE collection = ?'),
      rename: db.prepare('UPDATE documents SET collection = ? WHERE collection = ?'),
      checkpoints: db.prepare<[], { name: string; position: bigint }>('SELECT name, position FROM checkpoints').safeIntegers(true),
      checkpoint: db.prepare<[string], { position: bigint }>('SELECT position FROM checkpoints WHERE name = ?').safeIntegers(true),
      setCheckpoint: db.prepare('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position'),
      dropCheckpoint: db.prepare('DELETE FROM checkpoints WHERE name = ?'),
      load: db.prepare<[string, string, string]>('INSERT INTO documents (collection, id, body) VALUES (?, ?, ?)'),
      scan: db.prepare<[string, string, number], StoredText>('SELECT id, body AS text FROM documents WHERE collection = ? AND id > ? ORDER BY id LIMIT ?'),
    };
  }

  /** Partial expression indexes per collection (one per declared key list), and the text slots. */
  async declare(indexes: readonly CollectionIndexes[]): Promise<void> {
    for (const { collection, indexes: keys, text = [], booleans = [] } of indexes) {
      if (!COLLECTION.test(collection)) throw new Error(`Cannot index collection ${collection}`);
      const leading = new Map<string, string>();
      for (const fields of [[], ...keys]) {
        const name = `ix_${collection}_${[...fields, 'id'].join('_')}`.replace(/[^A-Za-z0-9_]/g, '_');
        this.db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ON documents (${[...fields, 'id'].map(extract).join(', ')}) WHERE collection = '${collection}'`);
        if (!leading.has(fields[0] ?? 'id')) leading.set(fields[0] ?? 'id', name);
      }
      this.declarations.set(collection, { scalar: new Set([...keys.flat(), ...text, ...booleans]), booleans: new Set(booleans), textFields: text, leading });
      this.fields.clear();
      this.reindexText(collection);
    }
  }

  async find<T = Doc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const fields = this.fieldsOf(collection);
    const order = orderBy(options.sort, fields);
    const { sql, params, residual } = this.select(collection, filter, fields, order === null ? undefined : (Object.keys(options.sort ?? {})[0] ?? 'id'));
    const skip = options.skip ?? 0;
    if (residual === null && order !== null) {
      const page = `${sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
      return this.db
        .prepare<unknown[], { body: string }>(page)
        .all(...params, options.limit ?? -1, skip)
        .map((row) => withoutBookkeeping(JSON.parse(row.body) as Doc) as T);
    }
    // The evaluator decides the rest: rows stream through it in SQL order when SQL can sort.
    const test = residual === null ? null : new Query(residual);
    if (order !== null) {
      const found: T[] = [];
      let skipped = 0;
      for (const row of this.db.prepare<unknown[], { body: string }>(`${sql} ORDER BY ${order}`).iterate(...params)) {
        const doc = JSON.parse(row.body) as Doc;
        if (test && !test.test(doc)) continue;
        if (skipped < skip) {
          skipped += 1;
          continue;
        }
        found.push(withoutBookkeeping(doc) as T);
        if (options.limit !== undefined && found.length >= options.limit) break;
      }
      return found;
    }
    const matches: Doc[] = [];
    for (const row of this.db.prepare<unknown[], { body: string }>(sql).iterate(...params)) {
      const doc = JSON.parse(row.body) as Doc;
      if (!test || test.test(doc)) matches.push(doc);
    }
    const sort = { ...options.sort };
    sort.id ??= Object.values(sort).at(-1) ?? 1;
    let cursor = new Query({}).find<Doc>(matches, { [POSITION_FIELD]: 0 } as never).sort(sort);
    if (skip) cursor = cursor.skip(skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return cursor.all() as T[];
  }

  /** How SQLite will run `find` (EXPLAIN QUERY PLAN): for tests and for looking into a slow list. */
  explain(collection: string, filter: Filter, options: FindOptions = {}): string {
    const fields = this.fieldsOf(collection);
    const order = orderBy(options.sort, fields);
    const { sql, params } = this.select(collection, filter, fields, order === null ? undefined : (Object.keys(options.sort ?? {})[0] ?? 'id'));
    const query = `EXPLAIN QUERY PLAN ${sql}${order ? ` ORDER BY ${order} LIMIT 15` : ''}`;
    return (this.db.prepare<unknown[], { detail: string }>(query).all(...params) as { detail: string }[]).map((row) => row.detail).join(' | ');
  }

  async count(collection: string, filter: Filter): Promise<number> {
    if (Object.keys(filter).length === 0) return this.statements.count.get(collection)?.count ?? 0;
    const fields = this.fieldsOf(collection);
    const { searches, residual: unexpressed } = translateFilter(filter, fields);
    // A lone text search is counted by its own table: it holds exactly this collection's rows.
    if (Object.keys(filter).length === 1 && searches.length === 1 && searches[0].alone && unexpressed === null) {
      const { table, literal } = searches[0];
      return this.db.prepare<[string], { total: number }>(`SELECT count(*) AS total FROM "${table}" WHERE "${table}" MATCH ?`).get(`"${literal.replaceAll('"', '""')}"`)!.total;
    }
    const { sql, params, residual } = this.select(collection, filter, fields);
    if (residual === null) return this.db.prepare<unknown[], { total: number }>(sql.replace(/^SELECT body /, 'SELECT count(*) AS total ')).get(...params)!.total;
    const test = new Query(residual);
    let total = 0;
    for (const row of this.db.prepare<unknown[], { body: string }>(sql).iterate(...params)) if (test.test(JSON.parse(row.body) as Doc)) total += 1;
    return total;
  }

  async get<T = Doc>(collection: string, id: string): Promise<T | null> {
    const row = this.statements.get.get(collection, id);
    return row ? (withoutBookkeeping(JSON.parse(row.body) as Doc) as T) : null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    const found = new Map<string, Doc>();
    for (const id of new Set(ids)) {
      const row = this.statements.get.get(collection, id);
      if (row) found.set(id, JSON.parse(row.body) as Doc);
    }
    return found;
  }

  async checkpoints(): Promise<Map<string, bigint>> {
    return new Map(this.statements.checkpoints.all().map((row) => [row.name, BigInt(row.position)]));
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const move of checkpoints) {
          const current = this.statements.checkpoint.get(move.name)?.position ?? null;
          if ((current === null ? null : BigInt(current)) !== move.expected) throw new CheckpointMovedError(move.name);
          this.statements.setCheckpoint.run(move.name, move.next);
        }
        const counts = new Map<string, number>();
        const change = (collection: string, by: number) => counts.set(collection, (counts.get(collection) ?? 0) + by);
        for (const write of writes) {
          const text = this.fieldsOf(write.collection).text;
          if (write.doc === null) {
            const deleted = this.statements.delete.get(write.collection, write.id);
            if (!deleted) continue;
            change(write.collection, -1);
            this.deleteText(deleted.rowid, text);
            continue;
          }
          const body = JSON.stringify(write.doc);
          // Text rows are rewritten only for fields whose value changed: a product's title stays put
          // while every order moves its quantities.
          const before = text.size > 0 ? this.statements.get.get(write.collection, write.id) : undefined;
          const updated = this.statements.update.get(body, write.collection, write.id);
          const row = updated ?? this.statements.insert.get(write.collection, write.id, body)!;
          if (!updated) change(write.collection, 1);
          this.syncText(row.rowid, updated && before ? (JSON.parse(before.body) as Doc) : null, write.doc, text);
        }
        for (const [collection, by] of counts) if (by !== 0) this.statements.addCount.run(collection, by);
      })
      .immediate();
  }

  async load(collection: string, docs: Iterable<readonly [string, Doc]>, position: bigint): Promise<void> {
    const text = this.fieldsOf(collection).text;
    const applied = `"${POSITION_FIELD}":"${position}"}`;
    this.db
      .transaction(() => {
        let added = 0;
        for (const [id, doc] of docs) {
          // The position goes in as text after the document's own fields: no copy of the document with one key more.
          const json = JSON.stringify(doc);
          const body = json.length > 2 ? `${json.slice(0, -1)},${applied}` : `{${applied}`;
          if (text.size === 0) this.statements.load.run(collection, id, body);
          else this.syncText(this.statements.insert.get(collection, id, body)!.rowid, null, doc, text);
          added += 1;
        }
        this.statements.addCount.run(collection, added);
      })
      .immediate();
  }

  async *scan(collection: string): AsyncIterable<readonly StoredText[]> {
    // By id through the (collection, id) key: each page is one index range however far in.
    for (let after = ''; ; ) {
      const page = this.statements.scan.all(collection, after, SCANNED_AT_ONCE);
      if (page.length > 0) yield page;
      if (page.length < SCANNED_AT_ONCE) return;
      after = page[page.length - 1].id;
    }
  }

  async clear(collections: readonly string[], checkpointNames: readonly string[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const collection of collections) this.deleteCollection(collection);
        for (const name of checkpointNames) this.statements.dropCheckpoint.run(name);
      })
      .immediate();
  }

  async swap(collections: readonly { from: string; to: string }[], checkpoint: { from: string; to: string }): Promise<void> {
    this.db
      .transaction(() => {
        for (const { from, to } of collections) {
          this.deleteCollection(to);
          this.statements.rename.run(to, from);
          this.renameTextTables(from, to);
          this.statements.setCount.run(to, this.statements.count.get(from)?.count ?? 0);
          this.statements.setCount.run(from, 0);
        }
        const rebuilt = this.statements.checkpoint.get(checkpoint.from)?.position ?? null;
        if (rebuilt === null) this.statements.dropCheckpoint.run(checkpoint.to);
        else this.statements.setCheckpoint.run(checkpoint.to, rebuilt);
        this.statements.dropCheckpoint.run(checkpoint.from);
      })
      .immediate();
  }

  async close(): Promise<void> {
    this.regexes.clear();
  }

  /** The collection's declarations, with its own text tables (created on first use: a rebuild's collection gets its own). */
  private fieldsOf(collection: string): FieldDeclarations {
    const known = this.fields.get(collection);
    if (known) return known;
    const declared = this.declarations.get(baseName(collection));
    if (!declared) return NO_DECLARATIONS;
    const text = new Map(declared.textFields.map((field) => [field, textTable(collection, field)]));
    for (const table of text.values()) this.ensureTextTable(table);
    const fields = { scalar: declared.scalar, booleans: declared.booleans, leading: declared.leading, text };
    this.fields.set(collection, fields);
    return fields;
  }

  private ensureTextTable(table: string): void {
    if (this.textTables.has(table)) return;
    this.db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS "${table}" USING fts5(value, tokenize = 'trigram')`);
    this.textTables.add(table);
  }

  private textStatementsOf(table: string) {
    let statements = this.textStatements.get(table);
    if (!statements) {
      statements = {
        insert: this.db.prepare(`INSERT INTO "${table}" (rowid, value) VALUES (?, ?)`),
        delete: this.db.prepare(`DELETE FROM "${table}" WHERE rowid = ?`),
        clear: this.db.prepare(`DELETE FROM "${table}"`),
        countUpTo: this.db.prepare<[string, number], { matches: number }>(`SELECT count(*) AS matches FROM (SELECT 1 FROM "${table}" WHERE "${table}" MATCH ? LIMIT ?)`),
      };
      this.textStatements.set(table, statements);
    }
    return statements;
  }

  /** After a rebuild's rows take the live collection's name, its text tables take the live tables' names. */
  private renameTextTables(from: string, to: string): void {
    const declared = this.declarations.get(baseName(to));
    for (const field of declared?.textFields ?? []) {
      const [live, rebuilt] = [textTable(to, field), textTable(from, field)];
      this.ensureTextTable(rebuilt);
      this.db.exec(`DROP TABLE IF EXISTS "${live}"; ALTER TABLE "${rebuilt}" RENAME TO "${live}";`);
      for (const table of [live, rebuilt]) {
        this.textTables.delete(table);
        this.textStatements.delete(table);
      }
      this.ensureTextTable(live);
    }
    this.fields.delete(from);
    this.fields.delete(to);
  }

  /**
   * Whether a trigram search matches more than a few thousand rows (counted up to that many, so
   * the answer costs little): then the collection is read in the sort's order, keeping the matches,
   * instead of reading every match and sorting them.
   */
  private isBroad(search: { table: string; literal: string }): boolean {
    const counted = this.textStatementsOf(search.table).countUpTo.get(`"${search.literal.replaceAll('"', '""')}"`, BROAD_SEARCH_ROWS + 1)!;
    return counted.matches > BROAD_SEARCH_ROWS;
  }

  /**
   * `SELECT body FROM documents WHERE collection = '<name>' AND ...`: the name is a literal so the
   * collection's partial indexes apply. When nothing in the filter narrows through an index, the
   * rows are read through the index of the sort's first key (`INDEXED BY`), so a page costs its
   * rows, not a sort of the whole collection; SQLite's planner would otherwise sort.
   */
  private select(collection: string, filter: Filter, fields: FieldDeclarations, sortKey?: string) {
    if (!COLLECTION.test(collection)) throw new Error(`Invalid collection name ${collection}`);
    const { where, params, residual, narrowedBy, searches } = translateFilter(filter, fields);
    const broad = narrowedBy === 'text' && sortKey !== undefined && searches.every((search) => this.isBroad(search));
    const index = sortKey !== undefined && (narrowedBy === null || broad) && collection === baseName(collection) ? fields.leading.get(sortKey) : undefined;
    // A selective text search drives the query: its matches are looked up by rowid (`+` keeps SQLite from walking the collection instead).
    const scope = narrowedBy === 'text' && !broad ? `+collection = '${collection}'` : `collection = '${collection}'`;
    return { sql: `SELECT body FROM documents${index ? ` INDEXED BY "${index}"` : ''} WHERE ${scope} AND ${where}`, params, residual };
  }

  private deleteCollection(collection: string): void {
    for (const table of this.fieldsOf(collection).text.values()) this.textStatementsOf(table).clear.run();
    this.statements.clearCollection.run(collection);
    this.statements.setCount.run(collection, 0);
  }

  private deleteText(rowid: number, text: ReadonlyMap<string, string>): void {
    for (const table of text.values()) this.textStatementsOf(table).delete.run(rowid);
  }

  /** Brings a document's text rows from `before` (null: it had none) to `after`, touching only changed fields. */
  private syncText(rowid: number, before: Doc | null, after: Doc, text: ReadonlyMap<string, string>): void {
    for (const [field, table] of text) {
      const old = before && (before as Record<string, unknown>)[field];
      const value = (after as Record<string, unknown>)[field];
      if (before && old === value) continue;
      const statements = this.textStatementsOf(table);
      if (typeof old === 'string') statements.delete.run(rowid);
      if (typeof value === 'string') statements.insert.run(rowid, value);
    }
  }

  /**
   * When a collection's declared text fields change (or are declared for the first time over
   * existing documents), its text rows are rebuilt once; the declaration is remembered, so a
   * normal start reads nothing.
   */
  private reindexText(collection: string): void {
    const text = this.fieldsOf(collection).text;
    const signature = [...text.values()].join(',');
    const known = this.db.prepare<[string], { fields: string }>('SELECT fields FROM text_declarations WHERE collection = ?').get(collection);
    if ((known?.fields ?? '') === signature) return;
    // In chunks by rowid: a statement cannot write while another one is being read.
    const chunk = this.db.prepare<[string, number], { rowid: number; body: string }>('SELECT rowid, body FROM documents WHERE collection = ? AND rowid > ? ORDER BY rowid LIMIT 1000');
    this.db.transaction(() => {
      for (const table of text.values()) this.textStatementsOf(table).clear.run();
      for (let after = 0, rows = chunk.all(collection, after); rows.length > 0; after = rows[rows.length - 1].rowid, rows = chunk.all(collection, after)) {
        for (const row of rows) this.syncText(row.rowid, null, JSON.parse(row.body) as Doc, text);
      }
      this.db.prepare('INSERT INTO text_declarations (collection, fields) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET fields = excluded.fields').run(collection, signature);
    })();
  }

  private regexOf(pattern: string, flags: string): RegExp {
    const key = `${flags}/${pattern}`;
    let compiled = this.regexes.get(key);
    if (!compiled) {
      if (this.regexes.size > 1000) this.regexes.clear();
      compiled = new RegExp(pattern, flags);
      this.regexes.set(key, compiled);
    }
    return compiled;
  }
}

/**
 * Data folders from before indexed queries: rows move to a rowid table (tombstones of the old
 * cache scheme are dropped), counts are taken once, and the version table goes.
 */
function migrate(db: Database.Database): void {
  const columns = (db.prepare('PRAGMA table_info(documents)').all() as { name: string }[]).map((column) => column.name);
  if (columns.length === 0 || !columns.includes('version')) return;
  db.transaction(() => {
    db.exec(`
      ALTER TABLE documents RENAME TO documents_before_indexes;
      CREATE TABLE documents (rowid INTEGER PRIMARY KEY, collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, UNIQUE (collection, id));
      INSERT INTO documents (collection, id, body) SELECT collection, id, body FROM documents_before_indexes WHERE body IS NOT NULL;
      DROP TABLE documents_before_indexes;
      DROP TABLE IF EXISTS collection_versions;
      DROP TABLE IF EXISTS text_declarations;
      CREATE TABLE IF NOT EXISTS collection_counts (collection TEXT PRIMARY KEY, count INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO collection_counts (collection, count) SELECT collection, count(*) FROM documents GROUP BY collection;
    `);
  })();
}

function withoutBookkeeping(doc: Doc): Doc {
  const { [POSITION_FIELD]: _position, ...rest } = doc as Record<string, unknown>;
  return rest as Doc;
}
