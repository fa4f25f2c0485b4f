import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';

const context = { actor: 'bench', correlationId: 'bench', causationId: null };
const data = {
  productId: 1,
  stockId: 1,
  stock: { quantity: 3, stockPrice: 1000, vendorId: 1, datePurchased: '2026-11-01', expDate: null, updateQuantity: true },
  usQuantityChange: 3,
};

/** Raw better-sqlite3: one INSERT per transaction, on the same pragmas and the same row shape as the event log. */
export function rawInsertRate(count: number): number {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'bench-raw-')), 'NORMAL');
  db.exec(
    'CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream_id TEXT NOT NULL, revision INTEGER NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream_id, revision))',
  );
  const insert = db.prepare('INSERT INTO events (stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?)');
  const oneRow = db.transaction((n: number) => insert.run(`product-${n}`, 0, 'StockAdded', JSON.stringify(data), JSON.stringify(metadataFor(context))));
  const started = process.hrtime.bigint();
  for (let n = 0; n < count; n += 1) oneRow.immediate(n);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  db.close();
  return count / seconds;
}

/** The event store port: one event per append, each with its expected-revision check, awaited one by one. */
export async function appendRate(count: number, synchronous = 'NORMAL'): Promise<number> {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'bench-append-')), synchronous);
  const store = new SqliteEventStore(db);
  const started = process.hrtime.bigint();
  for (let n = 0; n < count; n += 1) {
    await store.append(`product-${n}`, [{ type: 'StockAdded', data, metadata: metadataFor(context) }], 'no_stream');
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  db.close();
  return count / seconds;
}

/**
 * `writers` concurrent writers, each appending one event at a time to streams of its own (what
 * concurrent commands do): group commit lets one transaction, and one sync, serve them together.
 */
export async function concurrentAppendRate(writers: number, perWriter: number, synchronous: string): Promise<number> {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'bench-group-')), synchronous);
  const store = new SqliteEventStore(db);
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; n < perWriter; n += 1)
        await store.append(`product-${writer}-${n}`, [{ type: 'StockAdded', data, metadata: metadataFor(context) }], 'no_stream');
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  db.close();
  return (writers * perWriter) / seconds;
}
