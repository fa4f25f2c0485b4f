import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_IN_ROLES, combinedPermissions, OWNER_ROLE, SEARCH_KINDS, invoiceCode } from '@cargo/contracts';
import { SEARCH_ENTRIES, allIndexes, type Doc, type SearchEntry } from '@cargo/projections';
import { openDatabase } from '../src/platform/process/database';
import { SearchRecordsQuery } from '../src/search/search-records.query';
import { percentile, round2, timed, type QueryFigures } from './timing';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng'];
const GIVEN = ['Văn Bình', 'Thị Hoa', 'Minh Tâm', 'Thu Trang', 'Quốc Huy', 'Ngọc Lan', 'Đức Anh', 'Hải Yến'];

/** The n-th entry: kinds in turn, customers with Vietnamese names and phones, invoices with codes, shipments with tracking numbers. */
function entryAt(n: number): SearchEntry {
  const kind = SEARCH_KINDS[n % SEARCH_KINDS.length];
  const recordId = Math.floor(n / SEARCH_KINDS.length) + 1;
  const [label, detail] =
    kind === 'customer'
      ? [`${FAMILY[n % FAMILY.length]} ${GIVEN[(n * 7) % GIVEN.length]}`, `09${String(10_000_000 + n).slice(-8)}`]
      : kind === 'invoice'
        ? [invoiceCode('Shipment', recordId), `MTL-${100_000 + recordId}`]
        : kind === 'shipment'
          ? [`MTL-${500_000 + recordId}`, '2026-11-21']
          : [`${kind} ${recordId}`, null];
  const terms = [String(recordId), label, detail].filter(Boolean).join(' ').toLowerCase();
  return { id: `${kind}-${recordId}`, kind, recordId, label, detail, terms };
}

/**
 * The command palette's lookups at `count` search entries through the query the endpoint runs, beside
 * hand-written SQL over the same rows (an id index and a trigram table) in the same process.
 */
export async function searchFigures(count: number): Promise<{ entries: number; queries: QueryFigures[] }> {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'bench-search-')));
  const store = new SqliteReadStore(db);
  await store.declare(allIndexes);
  db.exec(`CREATE TABLE reference (rowid INTEGER PRIMARY KEY, record_id INTEGER NOT NULL, terms TEXT NOT NULL, body TEXT NOT NULL);
    CREATE INDEX reference_record ON reference (record_id);
    CREATE VIRTUAL TABLE reference_terms USING fts5(terms, tokenize = 'trigram', content = 'reference', content_rowid = 'rowid');`);
  const insert = db.prepare('INSERT INTO reference (rowid, record_id, terms, body) VALUES (?, ?, ?, ?)');
  for (let from = 0; from < count; from += 10_000) {
    const entries = Array.from({ length: Math.min(10_000, count - from) }, (_, index) => entryAt(from + index));
    await store.commit(
      entries.map((entry) => ({ collection: SEARCH_ENTRIES, id: entry.id, doc: entry as unknown as Doc })),
      [],
    );
    db.transaction(() => entries.forEach((entry, index) => insert.run(from + index + 1, entry.recordId, entry.terms, JSON.stringify(entry))))();
  }
  db.exec("INSERT INTO reference_terms (reference_terms) VALUES ('rebuild')");

  const query = new SearchRecordsQuery(store);
  const byId = db.prepare('SELECT body FROM reference WHERE record_id = ? LIMIT 20');
  const byText = db.prepare('SELECT body FROM reference WHERE rowid IN (SELECT rowid FROM reference_terms WHERE reference_terms MATCH ?) LIMIT 20');
  const reference = (q: string) => () => {
    const rows = [...(/^\d+$/.test(q) ? byId.all(Number(q)) : []), ...(q.length >= 3 ? byText.all(`"${q.toLowerCase()}"`) : [])] as { body: string }[];
    rows.forEach((row) => JSON.parse(row.body));
  };
  const middle = Math.floor(count / SEARCH_KINDS.length / 2);
  const cases: [string, string][] = [
    ['an id (every kind with it)', String(middle)],
    ['an invoice code', invoiceCode('Shipment', middle).toLowerCase()],
    ['a tracking number, in part', `mtl-5${String(middle).padStart(5, '0').slice(0, 3)}`],
    ['a phone, in part', '0910001'],
    ['a common name (thousands match)', 'nguyễn văn'],
  ];
  // The owner's reach: every kind of record, every field.
  const everything = combinedPermissions(BUILT_IN_ROLES.filter(({ key }) => key === OWNER_ROLE));
  const queries: QueryFigures[] = [];
  for (const [name, q] of cases) {
    const ours = await timed(() => query.search({ q }, everything));
    const theirs = await timed(reference(q));
    queries.push({
      name,
      p50Ms: round2(percentile(ours, 50)),
      p99Ms: round2(percentile(ours, 99)),
      referenceP50Ms: round2(percentile(theirs, 50)),
      referenceP99Ms: round2(percentile(theirs, 99)),
    });
  }
  db.close();
  return { entries: count, queries };
}
