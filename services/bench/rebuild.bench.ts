import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections, rebuildProjections } from '@cargo/projections';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { verifiedReplay } from '../src/audit/verified-replay';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';
import { coldWhenFull } from '../src/platform/read-store/cold-documents';

const context = { actor: 'bench', correlationId: 'bench', causationId: null };
const details = {
  title: 'Benchmark product title',
  skuCode: 'B',
  brandId: 1,
  lvl1Id: 1,
  lvl2Id: 1,
  currencyId: 'UsDollar',
  stockPrice: 100,
  unitPrice: 200,
  retailPrice: 250,
  discount: 0,
  airCurrencyId: 'UsDollar',
  airPrice: 0,
  containerCurrencyId: 'UsDollar',
  containerPrice: 0,
  serviceFee: 0,
  profit: 0,
  unitPerCase: 1,
  casePerPallet: 1,
  casePerTier: 1,
  palletQuantity: 0,
  palletHeight: 0,
  size: 0,
  expDate: null,
  description: 'x',
  pictureId: null,
  storeId: 1,
  updateQuantity: true,
  isActive: true,
};

/** A log of `products` products with `stockPerProduct` stock additions each, written in large transactions. */
async function seedLog(products: number, stockPerProduct: number) {
  const db = openDatabase(mkdtempSync(join(tmpdir(), 'bench-rebuild-')));
  const events = new SqliteEventStore(db);
  let stockId = 0;
  for (let productId = 1; productId <= products; productId += 1) {
    const batch = [{ type: 'ProductCreated', data: { productId, details, usQuantity: 0, vnQuantity: 0 }, metadata: metadataFor(context) }];
    for (let n = 0; n < stockPerProduct; n += 1) {
      stockId += 1;
      const stock = { quantity: 2, stockPrice: 1000 + n, vendorId: 1, datePurchased: '2026-11-01', expDate: null, updateQuantity: true };
      batch.push({ type: 'StockAdded', data: { productId, stockId, stock, usQuantityChange: 2 } as never, metadata: metadataFor(context) });
    }
    await events.append(`product-${productId}`, batch, 'no_stream');
  }
  return { db, events, reads: new SqliteReadStore(db), total: products * (stockPerProduct + 1) };
}

export interface RebuildFigures {
  events: number;
  perProjection: { name: string; eventsPerSecond: number }[];
  /** Every projection rebuilt together in one pass over the log (what `projections:rebuild` does). */
  allInOnePassEventsPerSecond: number;
  /** The auditors' verified replay over the same log: every model rebuilt, compared, chain and ledger checked. */
  verifiedReplay: { seconds: number; eventsPerSecond: number; differences: number };
}

export async function rebuildRates(products: number, stockPerProduct: number): Promise<RebuildFigures> {
  const { db, events, reads, total } = await seedLog(products, stockPerProduct);
  const perProjection: RebuildFigures['perProjection'] = [];
  for (const projection of allProjections) {
    const report = await rebuildProjections(events, reads, [projection], coldWhenFull);
    perProjection.push({ name: projection.name, eventsPerSecond: report.eventsPerSecond });
  }
  const together = await rebuildProjections(events, reads, allProjections, coldWhenFull);
  const replay = await verifiedReplay(events, reads, allProjections);
  db.close();
  return {
    events: total,
    perProjection,
    allInOnePassEventsPerSecond: together.eventsPerSecond,
    verifiedReplay: { seconds: replay.seconds, eventsPerSecond: Math.round(replay.events / replay.seconds), differences: replay.differences },
  };
}
