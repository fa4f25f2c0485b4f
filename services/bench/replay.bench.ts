import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  customerStream,
  expenseStream,
  invoiceStream,
  orderStream,
  productStream,
  shipmentGroupStream,
  shipmentStream,
  vendorStream,
  type ExpenseDetails,
  type OrderTerms,
  type StockTerms,
} from '@cargo/contracts';
import { allIndexes, allProjections, rebuildProjections } from '@cargo/projections';
import { rebuildThread, replayThread } from '../src/audit/replay-elsewhere';
import { verifiedReplay } from '../src/audit/verified-replay';
import { loadConfig } from '../src/platform/process/config';
import type { EventToAppend } from '../src/platform/event-store/event-store.port';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { openDatabase } from '../src/platform/process/database';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';
import { coldWhenFull } from '../src/platform/read-store/cold-documents';

const context = { actor: 'bench', correlationId: 'bench-replay', causationId: null };
const details = (n: number) => ({
  title: `Bench product ${n}`,
  skuCode: `B-${n}`,
  brandId: 1 + (n % 20),
  lvl1Id: 1 + (n % 8),
  lvl2Id: 1,
  currencyId: 'UsDollar',
  stockPrice: 100,
  unitPrice: 200 + (n % 50),
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
});
const lot = (n: number): StockTerms => ({
  quantity: 1 + (n % 9),
  stockPrice: 100 + (n % 500),
  vendorId: 1 + (n % 10),
  datePurchased: '2026-10-01',
  expDate: null,
  updateQuantity: n % 3 !== 0,
});
const counted = (stock: StockTerms) => (stock.updateQuantity ? stock.quantity : 0);
const expense = (n: number): ExpenseDetails => ({
  typeId: 1 + (n % 12),
  vendorId: 1 + (n % 10),
  paymentMethodId: 1,
  transactionDate: `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
  description: `Expense ${n}`,
  amount: 100 + (n % 9000),
  expenseDetails: [],
});
const party = (customerId: number) => ({ customerId, address1: `${customerId} Main St`, address2: '', phone: '0912345678', email: '' });
const vendorDetails = (n: number) => ({ name: `Vendor ${n}`, address1: '', address2: '', email: '', phone: '' });
const STOCK_PER_PRODUCT = 8;
const GROUPS = 50;

/**
 * A log of about `target` events of every kind of record, each created, changed, deleted and
 * restored where it can be: per unit a product with stock rows (added, updated, removed, restored),
 * a customer, an order, an expense (recorded, updated, deleted, restored), an invoice with a line
 * and a shipment with two status changes; every tenth unit a vendor added, updated, deleted and
 * restored. Written straight to the log in one transaction per stream.
 */
export async function seedMixedLog(dataDir: string, target: number): Promise<{ events: number; seconds: number }> {
  const started = Date.now();
  const db = openDatabase(dataDir, 'NORMAL');
  const store = new SqliteEventStore(db);
  const metadata = metadataFor(context);
  let written = 0;
  const append = async (stream: string, events: Omit<EventToAppend, 'metadata'>[]) => {
    await store.append(
      stream,
      events.map((event) => ({ ...event, metadata }) as EventToAppend),
      'no_stream',
    );
    written += events.length;
  };
  for (let groupId = 1; groupId <= GROUPS; groupId += 1) {
    await append(shipmentGroupStream(groupId), [
      { type: 'ShipmentGroupAdded', data: { groupId, statusId: 1, details: { typeId: groupId % 2 ? 'Air' : 'Sea', shipmentDate: '2026-11-01' } } },
    ]);
  }
  for (let n = 1; written < target; n += 1) {
    const stock = Array.from({ length: STOCK_PER_PRODUCT }, (_, k) => ({ stockId: (n - 1) * STOCK_PER_PRODUCT + k + 1, lot: lot(n + k) }));
    const [first, second] = stock;
    const changed = lot(n + 100);
    await append(productStream(n), [
      { type: 'ProductCreated', data: { productId: n, details: details(n), usQuantity: 0, vnQuantity: 0 } },
      ...stock.map(({ stockId, lot: terms }) => ({ type: 'StockAdded', data: { productId: n, stockId, stock: terms, usQuantityChange: counted(terms) } })),
      {
        type: 'StockUpdated',
        data: { productId: n, stockId: first.stockId, before: first.lot, after: changed, usQuantityChange: counted(changed) - counted(first.lot) },
      },
      { type: 'StockRemoved', data: { productId: n, stockId: second.stockId, stock: second.lot, usQuantityChange: -counted(second.lot) } },
      { type: 'StockRestored', data: { productId: n, stockId: second.stockId, stock: second.lot, usQuantityChange: counted(second.lot) } },
      { type: 'ProductUpdated', data: { productId: n, details: details(n + 1) } },
    ]);
    await append(customerStream(n), [
      {
        type: 'CustomerOpened',
        data: {
          customerId: n,
          userId: null,
          name: `Customer ${n}`,
          address1: `${n} Main St`,
          address2: '',
          email: '',
          phone: '0912345678',
          parentCustomerId: null,
        },
      },
    ]);
    const lines = Array.from({ length: 1 + (n % 3) }, (_, k) => ({
      productId: Math.max(1, n - k),
      productTitle: `Bench product ${Math.max(1, n - k)}`,
      pictureId: null,
      warehouseId: 'US' as const,
      quantity: 1 + ((n + k) % 5),
      unitPrice: 1000,
      serviceFee: 0,
      caseQuantity: 0,
    }));
    const terms: OrderTerms = {
      customerId: n,
      typeId: n % 10 === 0 ? 'Preorder' : 'Regular',
      lines,
      subtotal: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
      deliveryFee: 0,
      vatFee: 0,
      currencyId: 'UsDollar',
      deliveryAddressId: null,
      paymentInfo: null,
    };
    await append(orderStream(n), [{ type: 'OrderPlaced', data: { orderId: n, ...terms } }]);
    await append(expenseStream(n), [
      { type: 'ExpenseRecorded', data: { expenseId: n, expense: expense(n) } },
      { type: 'ExpenseUpdated', data: { expenseId: n, before: expense(n), after: expense(n + 1) } },
      { type: 'ExpenseDeleted', data: { expenseId: n, expense: expense(n + 1) } },
      { type: 'ExpenseRestored', data: { expenseId: n, expense: expense(n + 1) } },
    ]);
    const currencyId = n % 4 === 0 ? 'VietDong' : 'UsDollar';
    await append(invoiceStream(n), [
      {
        type: 'InvoiceCreated',
        data: {
          invoiceId: n,
          invoice: { typeId: 'General', customerId: n, associatedId: null, mtlTracking: '', currencyId, invoiceDate: '2026-11-02', description: '' },
        },
      },
      {
        type: 'InvoiceLinesAdded',
        data: { invoiceId: n, lines: [{ id: 1, name: 'Freight', quantity: 2.5, unitPrice: currencyId === 'UsDollar' ? 275 : 70_000, caseQuantity: null }] },
      },
    ]);
    const groupId = (n % GROUPS) + 1;
    const air = groupId % 2 === 1;
    await append(shipmentStream(n), [
      {
        type: 'ShipmentCreated',
        data: {
          shipmentId: n,
          statusId: 1,
          shipment: {
            groupId,
            typeId: air ? 'Air' : 'Sea',
            sender: party(n),
            receiver: party(Math.max(1, n - 1)),
            totalBox: 1 + (n % 9),
            totalPallet: air ? 0 : 1,
            totalWeight: air ? 100 + (n % 5000) : 0,
            totalValue: 10_000,
            description: '',
            shipmentDate: '2026-11-02',
            mtlTracking: `TRK${n}`,
          },
        },
      },
      { type: 'ShipmentStatusChanged', data: { shipmentId: n, statusId: 2 } },
      { type: 'ShipmentStatusChanged', data: { shipmentId: n, statusId: 3 } },
    ]);
    if (n % 10 === 0) {
      const vendorId = 100 + n / 10;
      await append(vendorStream(vendorId), [
        { type: 'VendorAdded', data: { vendorId, details: vendorDetails(n) } },
        { type: 'VendorUpdated', data: { vendorId, details: vendorDetails(n + 1) } },
        { type: 'VendorDeleted', data: { vendorId } },
        { type: 'VendorRestored', data: { vendorId } },
      ]);
    }
  }
  db.close();
  return { events: written, seconds: (Date.now() - started) / 1000 };
}

export interface ReplayFigures {
  events: number;
  seedSeconds: number;
  /** The reference: a hand-written loop over the same events (read in batches, folded into a count and a sum per type). */
  referenceEventsPerSecond: number;
  rebuild: { eventsPerSecond: number; seconds: number; documents: number };
  /** On two threads: the audit log's pass beside the other projections' pass. */
  verifiedReplay: { eventsPerSecond: number; seconds: number; differences: number };
  verifiedReplayOneThread: { eventsPerSecond: number; seconds: number; differences: number };
  peakRssMiB: number;
}

/** Rebuild of every read model, then the auditors' verified replay, over a mixed log of about `target` events. */
export async function replayFigures(target: number): Promise<ReplayFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-replay-'));
  const seeded = await seedMixedLog(dataDir, target);
  const db = openDatabase(dataDir);
  const events = new SqliteEventStore(db);
  const reads = new SqliteReadStore(db);
  await reads.declare(allIndexes);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  const referenceStarted = process.hrtime.bigint();
  const byType = new Map<string, number>();
  let read = 0;
  for (let after = 0n; ;) {
    const batch = await events.readAll(after, 2000);
    if (batch.length === 0) break;
    for (const event of batch) byType.set(event.type, (byType.get(event.type) ?? 0) + Number(event.revision));
    read += batch.length;
    after = batch[batch.length - 1].position;
  }
  const referenceSeconds = Number(process.hrtime.bigint() - referenceStarted) / 1e9;
  const rebuilt = await rebuildProjections(events, reads, allProjections, coldWhenFull, rebuildThread(loadConfig({ DATA_DIR: dataDir })));
  const rebuildSeconds = rebuilt.events / Math.max(1, rebuilt.eventsPerSecond);
  const oneThread = await verifiedReplay(events, reads, allProjections);
  const replay = await verifiedReplay(events, reads, allProjections, undefined, replayThread(loadConfig({ DATA_DIR: dataDir })));
  clearInterval(sampler);
  db.close();
  return {
    events: seeded.events,
    seedSeconds: seeded.seconds,
    referenceEventsPerSecond: Math.round(read / referenceSeconds),
    rebuild: { eventsPerSecond: rebuilt.eventsPerSecond, seconds: Math.round(rebuildSeconds * 10) / 10, documents: rebuilt.documents },
    verifiedReplay: { eventsPerSecond: Math.round(replay.events / replay.seconds), seconds: replay.seconds, differences: replay.differences },
    verifiedReplayOneThread: {
      eventsPerSecond: Math.round(oneThread.events / oneThread.seconds),
      seconds: oneThread.seconds,
      differences: oneThread.differences,
    },
    peakRssMiB: Math.round(peak / 2 ** 20),
  };
}
