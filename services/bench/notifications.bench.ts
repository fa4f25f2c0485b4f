import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOTIFICATION_KINDS, type NotificationView } from '@cargo/contracts';
import { NOTIFICATIONS, allIndexes, type Doc, type Filter } from '@cargo/projections';
import { openDatabase } from '../src/platform/process/database';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';
import { percentile, round2, timed, type QueryFigures } from './timing';

const START = Date.parse('2025-01-01T00:00:00.000Z');

/** The outbox after a long while: nearly every email sent, one in 500 still due, one in 200 given up on. */
function entryAt(n: number, now: number): NotificationView {
  const createdAt = new Date(START + n * 60_000).toISOString();
  const state = n % 500 === 0 ? 'retrying' : n % 200 === 0 ? 'failed' : 'sent';
  const entry: NotificationView = {
    id: `${NOTIFICATION_KINDS[n % NOTIFICATION_KINDS.length]}-e${n}`,
    kind: NOTIFICATION_KINDS[n % NOTIFICATION_KINDS.length],
    customerId: (n % 5000) + 1,
    subjectId: n,
    details: {},
    createdAt,
    state,
    attempts: state === 'sent' ? 1 : 3,
    lastError: state === 'sent' ? null : 'connect ECONNREFUSED',
    sentAt: state === 'sent' ? createdAt : null,
    skipReason: null,
  };
  if (state === 'retrying') entry.due = new Date(now - 1000 + (n % 2) * 3_600_000).toISOString();
  return entry;
}

/**
 * The sender's and the outbox screen's queries at `count` emails, through the read store, beside
 * hand-written SQL over a plain indexed table of the same rows in the same process.
 */
export async function notificationFigures(count: number): Promise<{ emails: number; queries: QueryFigures[] }> {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'bench-notifications-')));
  const store = new SqliteReadStore(db);
  await store.declare(allIndexes);
  const now = Date.now();
  db.exec(`CREATE TABLE reference (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, state TEXT NOT NULL, due TEXT, body TEXT NOT NULL);
    CREATE INDEX reference_due ON reference (due) WHERE due IS NOT NULL;
    CREATE INDEX reference_created ON reference (created_at, id);
    CREATE INDEX reference_state ON reference (state, created_at, id);`);
  const insert = db.prepare('INSERT INTO reference (id, created_at, state, due, body) VALUES (?, ?, ?, ?, ?)');
  for (let from = 1; from <= count; from += 10_000) {
    const entries = Array.from({ length: Math.min(10_000, count - from + 1) }, (_, index) => entryAt(from + index, now));
    await store.commit(
      entries.map((entry) => ({ collection: NOTIFICATIONS, id: entry.id, doc: entry as unknown as Doc })),
      [],
    );
    db.transaction(() => {
      for (const entry of entries) insert.run(entry.id, entry.createdAt, entry.state, entry.due ?? null, JSON.stringify(entry));
    })();
  }
  const nowIso = new Date(now).toISOString();
  const page = (filter: Filter) => async () => {
    await store.find(NOTIFICATIONS, filter, { sort: { createdAt: -1 }, limit: 15 });
    await store.count(NOTIFICATIONS, filter);
  };
  const sql = (rows: string, total: string | null, ...args: unknown[]) => {
    const [list, counted] = [db.prepare(rows), total ? db.prepare(total) : null];
    return () => {
      for (const row of list.all(...args) as { body: string }[]) JSON.parse(row.body);
      counted?.get(...args);
    };
  };
  const cases: [string, () => unknown, () => unknown][] = [
    [
      "the sender's round: emails due now, oldest first",
      () => store.find(NOTIFICATIONS, { due: { $lte: nowIso } }, { sort: { due: 1 }, limit: 25 }),
      sql('SELECT body FROM reference WHERE due IS NOT NULL AND due <= ? ORDER BY due LIMIT 25', null, nowIso),
    ],
    [
      'outbox, first page, newest first',
      page({}),
      sql('SELECT body FROM reference ORDER BY created_at DESC, id DESC LIMIT 15', 'SELECT count(*) FROM reference'),
    ],
    [
      'outbox, failed ones',
      page({ state: 'failed' }),
      sql(
        "SELECT body FROM reference WHERE state = 'failed' ORDER BY created_at DESC, id DESC LIMIT 15",
        "SELECT count(*) FROM reference WHERE state = 'failed'",
      ),
    ],
  ];
  const queries: QueryFigures[] = [];
  for (const [name, ours, reference] of cases) {
    const [mine, theirs] = [await timed(ours), await timed(reference)];
    queries.push({
      name,
      p50Ms: round2(percentile(mine, 50)),
      p99Ms: round2(percentile(mine, 99)),
      referenceP50Ms: round2(percentile(theirs, 50)),
      referenceP99Ms: round2(percentile(theirs, 99)),
    });
  }
  db.close();
  return { emails: count, queries };
}
