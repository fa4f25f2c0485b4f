import { mkdtempSync, writeFileSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../process/database';
import { eventStoreContract, keyStreamContract } from './event-store.contract';
import { AppendOutcomeUnknownError, ConcurrencyError } from './event-store.port';
import { InlineWriter, ThreadWriter, type GroupWriter } from './log-writers';
import { SqliteEventStore } from './sqlite-event-store';

/** The writer thread's compiled body (`npm run build`, as the server-process tests need). */
const BUILT_WRITER = join(__dirname, '../../../dist/platform/event-store/log-writer-thread.js');

const writers: [string, (db: Database.Database) => GroupWriter][] = [
  ['on the request thread', (db) => new InlineWriter(db)],
  ['on the log writer thread', (db) => new ThreadWriter(db, BUILT_WRITER)],
];

describe.each(writers)('the embedded store, writing %s', (_, writerOf) => {
  const open = () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'cargo-es-')));
    return { db, store: new SqliteEventStore(db, { writer: writerOf }) };
  };
  const meta = { eventId: 'e', actor: null, correlationId: 'c', causationId: null, timestamp: '2026-11-21T00:00:00.000Z', schemaVersion: 1 };
  const event = (type: string) => ({ type, data: {}, metadata: meta });

  describe('event store contract', () => {
    eventStoreContract(async () => open().store);
    keyStreamContract(
      async (keyStreamKeepMs) => new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-es-'))), { writer: writerOf, keyStreamKeepMs }),
    );
  });

  it('gives each append of one moment its own revision check: a conflict fails only its own append', async () => {
    const { store } = open();
    await store.append('taken', [event('First')], 'no_stream');
    const outcomes = await Promise.allSettled([
      store.append('a', [event('Grouped')], 'no_stream'),
      store.append('taken', [event('Grouped')], 'no_stream'),
      store.append('b', [event('Grouped')], 'no_stream'),
      store.append('a', [event('Grouped')], 0n),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new ConcurrencyError('taken', 'no_stream', 0n));
    const positions = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.position] : []));
    expect(positions).toEqual([positions[0], positions[0] + 1n, positions[0] + 2n]);
    expect((await store.readStream('a')).map((recorded) => recorded.revision)).toEqual([0n, 1n]);
    expect(await store.readStream('taken')).toHaveLength(1);
    await store.close();
  });

  it('commits the appends of one moment in one transaction: one that cannot be written fails them all, and the next group goes on', async () => {
    const { db, store } = open();
    db.exec("CREATE TRIGGER refuse BEFORE INSERT ON events WHEN NEW.type = 'Poison' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    const outcomes = await Promise.allSettled([store.append('x', [event('Fine')], 'no_stream'), store.append('y', [event('Poison')], 'no_stream')]);
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as Error).message : outcome.status))).toEqual(['refused', 'refused']);
    expect(await store.readStream('x')).toEqual([]);
    await store.append('x', [event('Fine')], 'no_stream');
    expect(await store.readStream('x')).toHaveLength(1);
    await store.close();
  });

  it('gathers the appends made while a group is being written into the next group, and keeps every position in order', async () => {
    const { store } = open();
    const appended: bigint[] = [];
    store.onAppended((position) => appended.push(position));
    const results = await Promise.all(Array.from({ length: 200 }, (_, n) => store.append(`s-${n % 7}`, [event('Counted')], 'any')));
    const positions = results.map((result) => result.position).sort((a, b) => (a < b ? -1 : 1));
    expect(positions).toEqual(Array.from({ length: 200 }, (_, n) => BigInt(n + 1)));
    expect(appended.length).toBeLessThan(200);
    expect(appended[appended.length - 1]).toBe(200n);
    expect(await store.verifyChain?.()).toEqual({ checked: 200, firstBroken: null });
    await store.close();
  });

  it('writes what was asked before it closed', async () => {
    const { db, store } = open();
    const asked = store.append('late', [event('Asked')], 'no_stream');
    await store.close();
    await expect(asked).resolves.toMatchObject({ nextRevision: 0n });
    expect(db.prepare("SELECT count(*) AS n FROM events WHERE stream_id = 'late'").get()).toEqual({ n: 1 });
  });

  it('keeps snapshots through the same writer, never replacing a newer one with an older one', async () => {
    const { store } = open();
    await store.writeSnapshot('product-1', { version: 'v1', revision: 5n, state: { quantity: 5 } });
    await store.writeSnapshot('product-1', { version: 'v1', revision: 3n, state: { quantity: 3 } });
    expect(await store.readSnapshot('product-1')).toEqual({ version: 'v1', revision: 5n, state: { quantity: 5 } });
    await store.close();
  });
});

describe('the log writer thread, stopped mid-write', () => {
  it('fails the appends it was writing as unknown outcomes, and the next write starts a new thread', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cargo-writer-'));
    // A body that dies at its first request once, then is the real writer.
    const body = join(dir, 'dies-once.js');
    writeFileSync(
      body,
      `const fs = require('node:fs'); const marker = ${JSON.stringify(join(dir, 'died'))};
       if (fs.existsSync(marker)) require(${JSON.stringify(BUILT_WRITER)});
       else require('node:worker_threads').parentPort.on('message', () => { fs.writeFileSync(marker, ''); process.exit(3); });`,
    );
    const db = openDatabase(dir);
    const store = new SqliteEventStore(db, { writer: (opened) => new ThreadWriter(opened, body) });
    const meta = { eventId: 'e', actor: null, correlationId: 'c', causationId: null, timestamp: '2026-11-21T00:00:00.000Z', schemaVersion: 1 };
    const lost = await Promise.allSettled([
      store.append('a', [{ type: 'Lost', data: {}, metadata: meta }], 'no_stream'),
      store.append('b', [{ type: 'Lost', data: {}, metadata: meta }], 'no_stream'),
    ]);
    expect(lost.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : null))).toEqual([
      expect.any(AppendOutcomeUnknownError),
      expect.any(AppendOutcomeUnknownError),
    ]);
    expect((await store.append('a', [{ type: 'Written', data: {}, metadata: meta }], 'no_stream')).position).toBe(1n);
    expect((await store.readStream('a')).map((recorded) => recorded.type)).toEqual(['Written']);
    await store.close();
  });
});

describe('tamper evidence on the embedded store', () => {
  const meta = { eventId: 'e', actor: 'admin@test', correlationId: 'c', causationId: null, timestamp: '2026-11-21T00:00:00.000Z', schemaVersion: 1 };
  const stocked = (quantity: number) => ({ type: 'StockAdded', data: { productId: 1, quantity }, metadata: meta });

  async function loggedStore() {
    const dir = mkdtempSync(join(tmpdir(), 'cargo-chain-'));
    const store = new SqliteEventStore(openDatabase(dir));
    for (let n = 1; n <= 6; n += 1) await store.append(`product-${n % 2}`, [stocked(n)], 'any');
    // Appends of one moment (group commit, one with a conflict rolled back) still link in order.
    await Promise.allSettled([
      store.append('product-0', [stocked(7)], 'any'),
      store.append('product-9', [stocked(8)], 5n),
      store.append('product-1', [stocked(9), stocked(10)], 'any'),
    ]);
    return { dir, store };
  }

  it('links every event to the one before it, across streams and grouped appends', async () => {
    const { store } = await loggedStore();
    expect(await store.verifyChain()).toEqual({ checked: 9, firstBroken: null });
  });

  it('finds an edit made directly in the SQLite file at its position, and a removed event where the gap is', async () => {
    const { dir, store } = await loggedStore();
    const outside = openDatabase(dir);
    outside.prepare('UPDATE events SET data = replace(data, \'"quantity":4\', \'"quantity":40\') WHERE position = 4').run();
    expect(await store.verifyChain()).toEqual({ checked: 3, firstBroken: { position: '4', streamId: 'product-0', revision: '1' } });
    outside.prepare('UPDATE events SET data = replace(data, \'"quantity":40\', \'"quantity":4\') WHERE position = 4').run();
    expect((await store.verifyChain()).firstBroken).toBeNull();
    outside.prepare('DELETE FROM events WHERE position = 6').run();
    expect((await store.verifyChain()).firstBroken).toMatchObject({ position: '7' });
    outside.close();
  });

  it('links a log written before events carried hashes when it is opened, and goes on from there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cargo-chain-'));
    const old = openDatabase(dir);
    old.exec(`CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision));
      CREATE TABLE streams (stream_id TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;
      INSERT INTO events (stream_id, revision, type, data, metadata) VALUES ('product-1', 0, 'StockAdded', '{"quantity":1}', '{}'), ('product-1', 1, 'StockAdded', '{"quantity":2}', '{}');
      INSERT INTO streams VALUES ('product-1', 1);`);
    old.close();
    const store = new SqliteEventStore(openDatabase(dir));
    await store.append('product-1', [stocked(3)], 1n);
    expect(await store.verifyChain()).toEqual({ checked: 3, firstBroken: null });
  });
});
