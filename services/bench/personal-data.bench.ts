import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import type { EventStore } from '../src/platform/event-store/event-store.port';
import { SqliteKeyStore } from '../src/platform/personal-data/sqlite-key-store';
import { VaultEventStore } from '../src/platform/personal-data/vault-event-store';

const context = { actor: 'bench', correlationId: 'bench', causationId: null };
const customer = (customerId: number) => ({
  customerId,
  userId: null,
  name: `Customer ${customerId}`,
  address1: `${customerId} Le Loi`,
  address2: '',
  email: `c${customerId}@example.com`,
  phone: '0901234567',
  parentCustomerId: null,
});
const stock = {
  productId: 1,
  stockId: 1,
  stock: { quantity: 3, stockPrice: 1000, vendorId: 1, datePurchased: '2026-11-01', expDate: null, updateQuantity: true },
  usQuantityChange: 3,
};

function stores() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-vault-'));
  const db = openDatabase(dir, 'NORMAL');
  const keys = new SqliteKeyStore(dir);
  const stored = new SqliteEventStore(db);
  return { db, keys, stored, vault: new VaultEventStore(stored, keys) };
}

async function appendCustomers(store: EventStore, count: number): Promise<number> {
  const started = process.hrtime.bigint();
  for (let n = 1; n <= count; n += 1)
    await store.append(`customer-${n}`, [{ type: 'CustomerOpened', data: customer(n), metadata: metadataFor(context) }], 'no_stream');
  return count / (Number(process.hrtime.bigint() - started) / 1e9);
}

async function readEverything(store: EventStore): Promise<number> {
  const started = process.hrtime.bigint();
  let after = 0n;
  let read = 0;
  for (;;) {
    const batch = await store.readAll(after, 1000);
    if (!batch.length) break;
    read += batch.length;
    after = batch.at(-1)!.position;
  }
  return read / (Number(process.hrtime.bigint() - started) / 1e9);
}

/**
 * What sealing personal data costs: opening a customer (a new key, three fields sealed) through the
 * vault beside the bare store, and reading a log of `total` events of which `customers` carry personal
 * data (as projections catch up and replays read), each beside the bare store on the same file.
 */
export async function personalDataFigures(customers: number, total: number) {
  const bare = stores();
  const bareAppend = await appendCustomers(bare.stored, customers);
  const sealed = stores();
  const sealedAppend = await appendCustomers(sealed.vault, customers);
  for (let offset = 0; offset < total - customers; offset += 1000) {
    const size = Math.min(1000, total - customers - offset);
    await sealed.stored.append(
      `product-bulk-${offset}`,
      Array.from({ length: size }, () => ({ type: 'StockAdded', data: stock, metadata: metadataFor(context) })),
      'no_stream',
    );
  }
  const bareRead = await readEverything(sealed.stored);
  const sealedRead = await readEverything(sealed.vault);
  for (const { db, keys } of [bare, sealed]) {
    await keys.close();
    db.close();
  }
  return {
    customers,
    events: total,
    appendEventsPerSecond: { bare: Math.round(bareAppend), sealed: Math.round(sealedAppend) },
    readEventsPerSecond: { bare: Math.round(bareRead), sealed: Math.round(sealedRead) },
  };
}
