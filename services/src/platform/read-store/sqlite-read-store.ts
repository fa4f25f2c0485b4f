import type Database from 'better-sqlite3';
import { Query } from 'mingo';
import {
  CheckpointMovedError,
  POSITION_FIELD,
  refuseUndefined,
  type CheckpointMove,
  type CollectionIndexes,
  type Doc,
  type DocumentWrite,
  type Filter,
  type FindOptions,
  type ReadStore,
  type StoredText,
  withoutPosition,
} from '@cargo/projections';
import { sortLikeMongo } from './mongo-order';
import { extract, NO_DECLARATIONS, orderBy, translateFilter, type FieldDeclarations } from './sqlite-query';

/**
 * Each collection is a table of JSON rows keyed by id (`docs_<collection>`), so a write maintains
 * its own collection's indexes only. Declared fields get expression indexes; each declared text field
 * gets a trigram full-text table of its own (`text_<collection>_<field>`, keyed by the row's rowid).
 * A rebuild fills a table without either and builds them once, when it swaps the table in. Counts
 * per collection are kept, so an unfiltered count is one row.
 */
const SCHEMA = `
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
/** A collection's table (quoted): the name is checked against `COLLECTION` first. */
const tableOf = (collection: string) => {
  if (!COLLECTION.test(collection)) throw new Error(`Invalid collection name ${collection}`);
  return `"docs_${collection}"`;
};
const indexName = (collection: string, fields: readonly string[]) => `ix_${collection}_${[...fields, 'id'].join('_')}`.replace(/[^A-Za-z0-9_]/g, '_');

/** The statements that read and write one collection's table, prepared once per table. */
interface TableStatements {
  get: Database.Statement<[string], { body: string }>;
  update: Database.Statement<[string, string], { rowid: number }>;
  insert: Database.Statement<[string, string], { rowid: number }>;
  load: Database.Statement<[string, string]>;
  delete: Database.Statement<[string], { rowid: number }>;
  scan: Database.Statement<[string, number], StoredText>;
  scanWritten: Database.Statement<[number, number], StoredText & { rowid: number }>;
}
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
/** Turns at the file's write lock shared with the other threads that write it (see `WriteTurn` in services). */
export interface WriteTurns {
  hold<T>(work: () => T): T;
}

export class SqliteReadStore implements ReadStore {
  private readonly statements;
  private readonly declarations = new Map<string, Omit<FieldDeclarations, 'text'> & { textFields: readonly string[]; keys: readonly (readonly string[])[] }>();
  private readonly textTables = new Set<string>();
  /** Each collection's declarations with its text table names, worked out once (every write and query asks). */
  private readonly fields = new Map<string, FieldDeclarations>();
  private readonly textStatements = new Map<
    string,
    { insert: Database.Statement; delete: Database.Statement; clear: Database.Statement; countUpTo: Database.Statement<[string, number], { matches: number }> }
  >();
  private readonly regexes = new Map<string, RegExp>();
  /** Tables known to exist, with their statements. */
  private readonly tables = new Map<string, TableStatements>();

  /** @param writeTurns where this thread shares the file's write lock with another writing thread */
  constructor(
    private readonly db: Database.Database,
    private readonly writeTurns: WriteTurns = { hold: (work) => work() },
  ) {
    migrate(db);
    db.exec(SCHEMA);
    db.function('mongo_regex', { deterministic: true }, (value: unknown, pattern: unknown, flags: unknown) =>
      this.regexOf(String(pattern), String(flags)).test(String(value)) ? 1 : 0,
    );
    this.statements = {
      count: db.prepare<[string], { count: number }>('SELECT count FROM collection_counts WHERE collection = ?'),
      addCount: db.prepare(
        'INSERT INTO collection_counts (collection, count) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET count = count + excluded.count',
      ),
      setCount: db.prepare('INSERT INTO collection_counts (collection, count) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET count = excluded.count'),
      checkpoints: db.prepare<[], { name: string; position: bigint }>('SELECT name, position FROM checkpoints').safeIntegers(true),
      checkpoint: db.prepare<[string], { position: bigint }>('SELECT position FROM checkpoints WHERE name = ?').safeIntegers(true),
      setCheckpoint: db.prepare('INSERT INTO checkpoints (name, position) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET position = excluded.position'),
      dropCheckpoint: db.prepare('DELETE FROM checkpoints WHERE name = ?'),
    };
  }

  /** Expression indexes per collection (one per declared key list), and the text slots. */
  async declare(indexes: readonly CollectionIndexes[]): Promise<void> {
    for (const declaration of indexes) {
      const { collection, indexes: keys, text = [], booleans = [] } = declaration;
      if (!COLLECTION.test(collection)) throw new Error(`Cannot index collection ${collection}`);
      const leading = new Map<string, string>();
      for (const fields of [[], ...keys]) if (!leading.has(fields[0] ?? 'id')) leading.set(fields[0] ?? 'id', indexName(collection, fields));
      this.declarations.set(collection, {
        scalar: new Set([...keys.flat(), ...text, ...booleans]),
        booleans: new Set(booleans),
        textFields: text,
        keys,
        leading,
      });
      this.fields.clear();
      this.createIndexes(collection);
      this.reindexText(collection);
    }
  }

  /** The declared expression indexes of a live collection's table (a rebuild's table gets them when it is swapped in). */
  private createIndexes(collection: string): void {
    const declared = this.declarations.get(collection);
    if (!declared) return;
    const table = this.tableStatements(collection) && tableOf(collection);
    for (const fields of [[], ...declared.keys])
      this.db.exec(`CREATE INDEX IF NOT EXISTS "${indexName(collection, fields)}" ON ${table} (${[...fields, 'id'].map(extract).join(', ')})`);
  }

  /** The statements of a collection's table, creating the table on first use. */
  private tableStatements(collection: string): TableStatements {
    let statements = this.tables.get(collection);
    if (statements) return statements;
    const table = tableOf(collection);
    this.db.exec(`CREATE TABLE IF NOT EXISTS ${table} (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, body TEXT NOT NULL)`);
    statements = {
      get: this.db.prepare(`SELECT body FROM ${table} WHERE id = ?`),
      update: this.db.prepare(`UPDATE ${table} SET body = ? WHERE id = ? RETURNING rowid`),
      insert: this.db.prepare(`INSERT INTO ${table} (id, body) VALUES (?, ?) RETURNING rowid`),
      load: this.db.prepare(`INSERT INTO ${table} (id, body) VALUES (?, ?)`),
      delete: this.db.prepare(`DELETE FROM ${table} WHERE id = ? RETURNING rowid`),
      scan: this.db.prepare(`SELECT id, body AS text FROM ${table} WHERE id > ? ORDER BY id LIMIT ?`),
      scanWritten: this.db.prepare(`SELECT rowid, id, body AS text FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT ?`),
    };
    this.tables.set(collection, statements);
    return statements;
  }

  async find<T = Doc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    refuseUndefined(collection, filter);
    const fields = this.fieldsOf(collection);
    const order = orderBy(options.sort, fields);
    const { sql, params, residual } = this.select(collection, filter, fields, order === null ? undefined : (Object.keys(options.sort ?? {})[0] ?? 'id'));
    const skip = options.skip ?? 0;
    if (residual === null && order !== null) {
      const page = `${sql} ORDER BY ${order} LIMIT ? OFFSET ?`;
      return this.db
        .prepare<unknown[], { body: string }>(page)
        .all(...params, options.limit ?? -1, skip)
        .map((row) => withoutPosition(JSON.parse(row.body) as Doc) as T);
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
        found.push(withoutPosition(doc) as T);
        if (options.limit !== undefined && found.length >= options.limit) break;
      }
      return found;
    }
    const matches: Doc[] = [];
    for (const row of this.db.prepare<unknown[], { body: string }>(sql).iterate(...params)) {
      const doc = JSON.parse(row.body) as Doc;
      if (!test || test.test(doc)) matches.push(doc);
    }
    const sorted = sortLikeMongo(matches, options.sort);
    return sorted.slice(skip, options.limit === undefined ? undefined : skip + options.limit).map((doc) => withoutPosition(doc) as T);
  }

  /**
   * The matching rows' rowids in order are read at once (numbers only), then their documents a page at
   * a time: no statement stays open across the awaits between pages (the connection serves every
   * request), and no page is found by skipping the ones before it. A filter SQL cannot express alone
   * is decided by `find`, whole, and handed out in pages.
   */
  async *pages<T = Doc>(collection: string, filter: Filter, sort: Record<string, 1 | -1>, pageSize: number): AsyncIterable<T[]> {
    refuseUndefined(collection, filter);
    const fields = this.fieldsOf(collection);
    const order = orderBy(sort, fields);
    const { sql, params, residual } = this.select(collection, filter, fields, order === null ? undefined : (Object.keys(sort)[0] ?? 'id'));
    if (residual !== null || order === null) {
      const found = await this.find<T>(collection, filter, { sort });
      for (let start = 0; start < found.length; start += pageSize) yield found.slice(start, start + pageSize);
      return;
    }
    const rowids = this.db
      .prepare<unknown[], { rowid: number }>(`${sql.replace(/^SELECT body /, 'SELECT rowid ')} ORDER BY ${order}`)
      .all(...params)
      .map((row) => row.rowid);
    const table = tableOf(collection);
    for (let start = 0; start < rowids.length; start += pageSize) {
      const wanted = rowids.slice(start, start + pageSize);
      const bodies = new Map(
        this.db
          .prepare<number[], { rowid: number; body: string }>(`SELECT rowid, body FROM ${table} WHERE rowid IN (${wanted.map(() => '?').join(',')})`)
          .all(...wanted)
          .map((row) => [row.rowid, row.body]),
      );
      // A row deleted since the rowids were read is left out, as a cursor would.
      yield wanted.flatMap((rowid) => {
        const body = bodies.get(rowid);
        return body === undefined ? [] : [withoutPosition(JSON.parse(body) as Doc) as T];
      });
    }
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
    refuseUndefined(collection, filter);
    if (Object.keys(filter).length === 0) return this.statements.count.get(collection)?.count ?? 0;
    const fields = this.fieldsOf(collection);
    const { searches, residual: unexpressed } = translateFilter(filter, fields);
    // A lone text search is counted by its own table: it holds exactly this collection's rows.
    if (Object.keys(filter).length === 1 && searches.length === 1 && searches[0].alone && unexpressed === null) {
      const { table, literal } = searches[0];
      return this.db
        .prepare<[string], { total: number }>(`SELECT count(*) AS total FROM "${table}" WHERE "${table}" MATCH ?`)
        .get(`"${literal.replaceAll('"', '""')}"`)!.total;
    }
    const { sql, params, residual } = this.select(collection, filter, fields);
    if (residual === null)
      return this.db.prepare<unknown[], { total: number }>(sql.replace(/^SELECT body /, 'SELECT count(*) AS total ')).get(...params)!.total;
    const test = new Query(residual);
    let total = 0;
    for (const row of this.db.prepare<unknown[], { body: string }>(sql).iterate(...params)) if (test.test(JSON.parse(row.body) as Doc)) total += 1;
    return total;
  }

  async get<T = Doc>(collection: string, id: string): Promise<T | null> {
    const row = this.tableStatements(collection).get.get(id);
    return row ? (withoutPosition(JSON.parse(row.body) as Doc) as T) : null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    const found = new Map<string, Doc>();
    const { get } = this.tableStatements(collection);
    for (const id of new Set(ids)) {
      const row = get.get(id);
      if (row) found.set(id, JSON.parse(row.body) as Doc);
    }
    return found;
  }

  async checkpoints(): Promise<Map<string, bigint>> {
    return new Map(this.statements.checkpoints.all().map((row) => [row.name, BigInt(row.position)]));
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void> {
    this.writeTurns.hold(() => this.commitNow(writes, checkpoints));
  }

  private commitNow(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): void {
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
          const table = this.tableStatements(write.collection);
          if (write.doc === null) {
            const deleted = table.delete.get(write.id);
            if (!deleted) continue;
            change(write.collection, -1);
            this.deleteText(deleted.rowid, text);
            continue;
          }
          const body = write.position === undefined ? JSON.stringify(write.doc) : withPosition(JSON.stringify(write.doc), write.position);
          // Text rows are rewritten only for fields whose value changed: a product's title stays put
          // while every order moves its quantities.
          const before = text.size > 0 ? table.get.get(write.id) : undefined;
          const updated = table.update.get(body, write.id);
          const row = updated ?? table.insert.get(write.id, body)!;
          if (!updated) change(write.collection, 1);
          this.syncText(row.rowid, updated && before ? (JSON.parse(before.body) as Doc) : null, write.doc, text);
        }
        for (const [collection, by] of counts) if (by !== 0) this.statements.addCount.run(collection, by);
      })
      .immediate();
  }

  async load(collection: string, docs: Iterable<readonly [string, Doc | string]>, position: bigint): Promise<void> {
    const text = this.fieldsOf(collection).text;
    const table = this.tableStatements(collection);
    this.db
      .transaction(() => {
        let added = 0;
        for (const [id, doc] of docs) {
          const body = withPosition(typeof doc === 'string' ? doc : JSON.stringify(doc), position);
          if (text.size === 0) table.load.run(id, body);
          else this.syncText(table.insert.get(id, body)!.rowid, null, typeof doc === 'string' ? (JSON.parse(doc) as Doc) : doc, text);
          added += 1;
        }
        this.statements.addCount.run(collection, added);
      })
      .immediate();
  }

  async *scan(collection: string, order: 'id' | 'written' = 'id'): AsyncIterable<readonly StoredText[]> {
    // By the id key or the rowid: each page is one index range however far in.
    const { scan, scanWritten } = this.tableStatements(collection);
    if (order === 'written') {
      for (let after = 0; ;) {
        const page = scanWritten.all(after, SCANNED_AT_ONCE);
        if (page.length > 0) yield page;
        if (page.length < SCANNED_AT_ONCE) return;
        after = page[page.length - 1].rowid;
      }
    }
    for (let after = ''; ;) {
      const page = scan.all(after, SCANNED_AT_ONCE);
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

  /**
   * The rebuilt table takes the live one's name; its expression indexes and text rows are built
   * then, once, in the same transaction (readers see the old collection until it commits).
   */
  async swap(collections: readonly { from: string; to: string }[], checkpoint: { from: string; to: string }): Promise<void> {
    this.db
      .transaction(() => {
        for (const { from, to } of collections) {
          this.tableStatements(from);
          this.dropTable(to);
          this.db.exec(`ALTER TABLE ${tableOf(from)} RENAME TO ${tableOf(to)}`);
          this.forgetTable(from);
          this.createIndexes(to);
          this.fillText(to);
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
    // A rebuild's collection gets its text rows when it is swapped in, none before.
    const text = new Map(collection === baseName(collection) ? declared.textFields.map((field) => [field, textTable(collection, field)]) : []);
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
        countUpTo: this.db.prepare<[string, number], { matches: number }>(
          `SELECT count(*) AS matches FROM (SELECT 1 FROM "${table}" WHERE "${table}" MATCH ? LIMIT ?)`,
        ),
      };
      this.textStatements.set(table, statements);
    }
    return statements;
  }

  /** Drops a collection's table and text tables (its indexes go with the table). */
  private dropTable(collection: string): void {
    for (const table of this.fieldsOf(collection).text.values()) {
      this.db.exec(`DROP TABLE IF EXISTS "${table}"`);
      this.textTables.delete(table);
      this.textStatements.delete(table);
    }
    this.db.exec(`DROP TABLE IF EXISTS ${tableOf(collection)}`);
    this.forgetTable(collection);
  }

  private forgetTable(collection: string): void {
    this.tables.delete(collection);
    this.fields.delete(collection);
  }

  /** A collection's text rows, from its rows as they are: one statement per text field. */
  private fillText(collection: string): void {
    const table = this.tableStatements(collection) && tableOf(collection);
    for (const [field, text] of this.fieldsOf(collection).text) {
      this.textStatementsOf(text).clear.run();
      this.db.exec(`INSERT INTO "${text}" (rowid, value) SELECT rowid, ${extract(field)} FROM ${table} WHERE json_type(body, '$.${field}') = 'text'`);
    }
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
   * `SELECT body FROM docs_<name> WHERE ...`. When nothing in the filter narrows through an index, the
   * rows are read through the index of the sort's first key (`INDEXED BY`), so a page costs its
   * rows, not a sort of the whole collection; SQLite's planner would otherwise sort.
   */
  private select(collection: string, filter: Filter, fields: FieldDeclarations, sortKey?: string) {
    const table = this.tableStatements(collection) && tableOf(collection);
    const { where, params, residual, narrowedBy, searches } = translateFilter(filter, fields);
    const broad = narrowedBy === 'text' && sortKey !== undefined && searches.every((search) => this.isBroad(search));
    const index = sortKey !== undefined && (narrowedBy === null || broad) && collection === baseName(collection) ? fields.leading.get(sortKey) : undefined;
    return { sql: `SELECT body FROM ${table}${index ? ` INDEXED BY "${index}"` : ''} WHERE ${where}`, params, residual };
  }

  private deleteCollection(collection: string): void {
    this.dropTable(collection);
    // Empty, not gone: another connection's statements over this table stay valid.
    this.tableStatements(collection);
    this.createIndexes(collection);
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
    this.db.transaction(() => {
      this.fillText(collection);
      this.db
        .prepare('INSERT INTO text_declarations (collection, fields) VALUES (?, ?) ON CONFLICT (collection) DO UPDATE SET fields = excluded.fields')
        .run(collection, signature);
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

/** Brings a data folder of an earlier layout to this one. */
function migrate(db: Database.Database): void {
  migrateVersionedRows(db);
  migrateToTables(db);
}

/**
 * Data folders from before a table per collection: each collection's rows move to its own table
 * (declared indexes and text rows are built again when the collections are declared at start).
 */
function migrateToTables(db: Database.Database): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'documents'").get()) return;
  db.transaction(() => {
    for (const { collection } of db.prepare<[], { collection: string }>('SELECT DISTINCT collection FROM documents').all()) {
      const table = tableOf(collection);
      db.exec(`CREATE TABLE IF NOT EXISTS ${table} (rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, body TEXT NOT NULL)`);
      db.prepare(`INSERT INTO ${table} (id, body) SELECT id, body FROM documents WHERE collection = ?`).run(collection);
    }
    db.exec('DROP TABLE documents; DROP TABLE IF EXISTS text_declarations;');
  })();
}

/** Data folders from before indexed queries: rows move to a rowid table (tombstones of the old cache scheme are dropped), counts are taken once. */
function migrateVersionedRows(db: Database.Database): void {
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

/** A document's JSON with the position applied to it after its own fields: as text, no copy of the document with one key more. */
function withPosition(json: string, position: bigint): string {
  const applied = `"${POSITION_FIELD}":"${position}"}`;
  return json.length > 2 ? `${json.slice(0, -1)},${applied}` : `{${applied}`;
}
