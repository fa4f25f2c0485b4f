import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PRODUCTS, allIndexes, type Doc, type Filter, type FindOptions } from '@cargo/projections';
import { openDatabase } from '../src/platform/process/database';
import { percentile, round2, SAMPLES, type QueryFigures } from './timing';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';

const WORDS = ['Kirkland', 'Fish Oil', 'Vitamin', 'Coffee', 'Almonds', 'Shampoo', 'Nước mắm', 'Protein', 'Olive Oil', 'Cashews', 'Tea', 'Honey'];
/** A slow query stops sampling after this long (at least 20 samples). */
const BUDGET_MS = 5000;

export interface ListFigures {
  documents: number;
  queries: QueryFigures[];
  coldFirstQueryMs: number;
  rssMiB: number;
}

function time(run: () => unknown): number[] {
  for (let warm = 0; warm < 3; warm += 1) run();
  const took: number[] = [];
  const deadline = Date.now() + BUDGET_MS;
  for (let sample = 0; sample < SAMPLES && (sample < 20 || Date.now() < deadline); sample += 1) {
    const started = process.hrtime.bigint();
    run();
    took.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return took.sort((a, b) => a - b);
}

/** `count` products like the product list's: titles from a small vocabulary, 50 brands. */
function productAt(id: number) {
  const title = `${WORDS[id % WORDS.length]} ${WORDS[(id * 7) % WORDS.length]} ${id}`;
  return {
    id,
    title,
    skuCode: `SKU-${id}`,
    brandId: (id % 50) + 1,
    lvl1Id: (id % 7) + 1,
    lvl2Id: (id % 11) + 1,
    storeId: 1,
    isActive: id % 10 !== 0,
    quantity: id % 500,
    dateCreated: new Date(1_700_000_000_000 + id * 1000).toISOString(),
    salePrice: 1000 + (id % 9000),
  };
}

/**
 * The product list's queries at `count` documents through the read store (MongoDB language,
 * translated to SQL), beside hand-written indexed SQL over the same rows in the same process.
 */
async function measure(count: number): Promise<ListFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-list-'));
  const db = openDatabase(dataDir);
  const store = new SqliteReadStore(db);
  await store.declare(allIndexes);
  db.exec(`CREATE TABLE reference (id INTEGER PRIMARY KEY, brand INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL);
    CREATE INDEX reference_brand ON reference (brand, id);
    CREATE VIRTUAL TABLE reference_title USING fts5(title, tokenize = 'trigram', content = 'reference', content_rowid = 'id');`);
  const insertReference = db.prepare('INSERT INTO reference (id, brand, title, body) VALUES (?, ?, ?, ?)');
  for (let from = 1; from <= count; from += 10_000) {
    const docs = Array.from({ length: Math.min(10_000, count - from + 1) }, (_, index) => productAt(from + index));
    await store.commit(
      docs.map((doc) => ({ collection: PRODUCTS, id: String(doc.id), doc: doc as Doc })),
      [],
    );
    db.transaction(() => {
      for (const doc of docs) insertReference.run(doc.id, doc.brandId, doc.title, JSON.stringify(doc));
    })();
  }
  db.exec("INSERT INTO reference_title (reference_title) VALUES ('rebuild')");

  const page = (filter: Filter, options: FindOptions) => async () => {
    await store.find(PRODUCTS, filter, { limit: 15, ...options });
    await store.count(PRODUCTS, filter);
  };
  const deep = Math.floor(count / 2);
  // Broad: a word in a sixth of all titles; narrow: a pair of words and a digit, about one title in a hundred.
  const contains = { title: { $regex: 'nước mắm', $options: 'i' } };
  const narrow = { title: { $regex: 'cashews honey 1', $options: 'i' } };
  const reference = {
    all: [db.prepare('SELECT body FROM reference ORDER BY id DESC LIMIT 15'), db.prepare('SELECT count(*) FROM reference')],
    brand: [db.prepare('SELECT body FROM reference WHERE brand = 7 ORDER BY id DESC LIMIT 15'), db.prepare('SELECT count(*) FROM reference WHERE brand = 7')],
    contains: [
      db.prepare(
        'SELECT body FROM reference WHERE id IN (SELECT rowid FROM reference_title WHERE reference_title MATCH \'"nước mắm"\') ORDER BY id DESC LIMIT 15',
      ),
      db.prepare('SELECT count(*) FROM reference_title WHERE reference_title MATCH \'"nước mắm"\''),
    ],
    narrow: [
      db.prepare(
        'SELECT body FROM reference WHERE id IN (SELECT rowid FROM reference_title WHERE reference_title MATCH \'"cashews honey 1"\') ORDER BY id DESC LIMIT 15',
      ),
      db.prepare('SELECT count(*) FROM reference_title WHERE reference_title MATCH \'"cashews honey 1"\''),
    ],
    deep: [db.prepare(`SELECT body FROM reference ORDER BY id DESC LIMIT 15 OFFSET ${deep}`), db.prepare('SELECT count(*) FROM reference')],
  };
  const runReference = (statements: { all(): unknown[] }[]) => () => {
    for (const rows of statements.map((statement) => statement.all())) for (const row of rows as { body?: string }[]) if (row.body) JSON.parse(row.body);
  };

  const cases: [string, () => Promise<void>, () => void][] = [
    ['no filter, newest first', page({}, { sort: { id: -1 } }), runReference(reference.all)],
    ['brand filter', page({ brandId: 7 }, { sort: { id: -1 } }), runReference(reference.brand)],
    ['title contains (broad: 1 in 6)', page(contains, { sort: { id: -1 } }), runReference(reference.contains)],
    ['title contains (narrow: about 1 in 100)', page(narrow, { sort: { id: -1 } }), runReference(reference.narrow)],
    [`deep page (offset ${deep})`, page({}, { sort: { id: -1 }, skip: deep }), runReference(reference.deep)],
  ];
  const queries: QueryFigures[] = [];
  for (const [name, run, hand] of cases) {
    const ours = await timeAsync(run);
    const theirs = time(hand);
    queries.push({
      name,
      p50Ms: round2(percentile(ours, 50)),
      p99Ms: round2(percentile(ours, 99)),
      referenceP50Ms: round2(percentile(theirs, 50)),
      referenceP99Ms: round2(percentile(theirs, 99)),
    });
  }

  // Cold: a new connection and store on the same file, its first list page.
  const coldDb = openDatabase(dataDir);
  const cold = new SqliteReadStore(coldDb);
  const started = process.hrtime.bigint();
  await cold.declare(allIndexes);
  await cold.find(PRODUCTS, {}, { sort: { id: -1 }, limit: 15 });
  await cold.count(PRODUCTS, {});
  const coldFirstQueryMs = round2(Number(process.hrtime.bigint() - started) / 1e6);
  coldDb.close();
  db.close();
  return { documents: count, queries, coldFirstQueryMs, rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20) };
}

async function timeAsync(run: () => Promise<void>): Promise<number[]> {
  for (let warm = 0; warm < 3; warm += 1) await run();
  const took: number[] = [];
  const deadline = Date.now() + BUDGET_MS;
  for (let sample = 0; sample < SAMPLES && (sample < 20 || Date.now() < deadline); sample += 1) {
    const started = process.hrtime.bigint();
    await run();
    took.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return took.sort((a, b) => a - b);
}

/** Each size in a process of its own, so its memory is its own. */
export function listFigures(count: number): ListFigures {
  return JSON.parse(execFileSync(process.execPath, [__filename, String(count)], { encoding: 'utf8', maxBuffer: 1 << 20 })) as ListFigures;
}

if (require.main === module) {
  void measure(Number(process.argv[2])).then((figures) => process.stdout.write(JSON.stringify(figures)));
}
