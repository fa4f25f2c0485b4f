import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productStream, type ProductDetails, type StockTerms } from '@cargo/contracts';
import {
  allProjections,
  DASHBOARD_FIGURE_DAYS,
  DASHBOARD_FIGURE_GROUPS,
  dashboardsProjection,
  OVERVIEW_STOCK,
  PRODUCT_TRANSACTIONS,
  PRODUCTS,
  ProjectionRunner,
  rebuildOutdated,
  verifyProjection,
  type ProductTransactionDoc,
  type ReadStore,
} from '@cargo/projections';
import { productDecider } from '../../catalog/product.decider';
import { stockDecider } from '../../inventory/stock.decider';
import { AggregateRepository } from '../write-model/aggregate-repository';
import { openDatabase } from '../process/database';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { coldWhenFull } from '../read-store/cold-documents';
import { SqliteReadStore } from '../read-store/sqlite-read-store';

const context = { actor: 'tester', correlationId: 'test', causationId: null };
const lot = (quantity: number): StockTerms => ({ quantity, stockPrice: 100, vendorId: 1, datePurchased: '2026-11-01', expDate: null, updateQuantity: true });

function openStores(dir = mkdtempSync(join(tmpdir(), 'cargo-run-'))) {
  const db = openDatabase(dir);
  return { dir, db, events: new SqliteEventStore(db), reads: new SqliteReadStore(db) };
}

async function seedProduct(events: SqliteEventStore, productId = 1) {
  await new AggregateRepository(events).execute(
    productStream(productId),
    productDecider,
    { type: 'CreateProduct', data: { productId, details: { retailPrice: 0, discount: 0 } as ProductDetails, usQuantity: 0, vnQuantity: 0 } },
    context,
  );
}

const transactionsOf = (reads: ReadStore, productId = 1) => reads.find<ProductTransactionDoc>(PRODUCT_TRANSACTIONS, { productId }, { sort: { sequence: 1 } });

describe('concurrency across processes', () => {
  it('retries on a moved revision, so two writers (no shared lock) lose no stock addition', async () => {
    const { events } = openStores();
    await seedProduct(events);
    const writers = [new AggregateRepository(events), new AggregateRepository(events)];
    await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        writers[n % 2].execute(
          productStream(1),
          stockDecider,
          { type: 'AddStock', data: { productId: 1, stockId: n + 1, stock: lot(1), vendorExists: true } },
          context,
        ),
      ),
    );
    const { state } = await writers[0].load(productStream(1), stockDecider);
    expect(state).toMatchObject({ usQuantity: 30 });
  });
});

describe('projection runner', () => {
  it('follows the log live and wakes a read-your-writes waiter', async () => {
    const { events, reads } = openStores();
    const runner = new ProjectionRunner(events, reads, allProjections);
    await runner.start();
    await seedProduct(events);
    const { position } = await new AggregateRepository(events).execute(
      productStream(1),
      stockDecider,
      { type: 'AddStock', data: { productId: 1, stockId: 1, stock: lot(4), vendorExists: true } },
      context,
    );
    expect(await runner.waitFor(position, 2000)).toBe(true);
    expect(await reads.get(PRODUCTS, '1')).toMatchObject({ usQuantity: 4 });
    await runner.stop();
  });

  it('resumes after a restart from its checkpoint without applying anything twice', async () => {
    const stores = openStores();
    await seedProduct(stores.events);
    const repository = new AggregateRepository(stores.events);
    const add = (stockId: number) =>
      repository.execute(
        productStream(1),
        stockDecider,
        { type: 'AddStock', data: { productId: 1, stockId, stock: lot(stockId), vendorExists: true } },
        context,
      );
    await add(1);
    await new ProjectionRunner(stores.events, stores.reads, allProjections).catchUp();
    await add(2);
    stores.db.close();

    const reopened = openStores(stores.dir);
    await new AggregateRepository(reopened.events).execute(
      productStream(1),
      stockDecider,
      { type: 'AddStock', data: { productId: 1, stockId: 3, stock: lot(3), vendorExists: true } },
      context,
    );
    await new ProjectionRunner(reopened.events, reopened.reads, allProjections).catchUp();
    expect((await transactionsOf(reopened.reads)).map((t) => t.runningQuantity)).toEqual([1, 3, 6]);
    expect(await reopened.reads.get(PRODUCTS, '1')).toMatchObject({ usQuantity: 6 });
  });

  it('rebuilds at start, once, a projection whose documents an earlier version built, so the next event builds on whole figures', async () => {
    const stores = openStores();
    await seedProduct(stores.events);
    const repository = new AggregateRepository(stores.events);
    const add = (stockId: number) =>
      repository.execute(
        productStream(1),
        stockDecider,
        { type: 'AddStock', data: { productId: 1, stockId, stock: lot(stockId), vendorExists: true } },
        context,
      );
    expect(await rebuildOutdated(stores.events, stores.reads, allProjections, coldWhenFull)).toEqual([]);
    await add(1);
    await add(2);
    await new ProjectionRunner(stores.events, stores.reads, allProjections).catchUp();
    // As version 1 left it: the figures, without the groups they are now kept through, and no version mark.
    await stores.reads.clear([DASHBOARD_FIGURE_GROUPS, DASHBOARD_FIGURE_DAYS], ['dashboards#version']);
    expect(await stores.reads.get(OVERVIEW_STOCK, 'stock')).toMatchObject({ stockQuantity: 3 });

    expect(await rebuildOutdated(stores.events, stores.reads, allProjections, coldWhenFull)).toEqual(['dashboards']);
    expect(await rebuildOutdated(stores.events, stores.reads, allProjections, coldWhenFull)).toEqual([]);
    await add(3);
    await new ProjectionRunner(stores.events, stores.reads, allProjections).catchUp();
    // Not rebuilt, the stock's group would have started empty and the figure would read 3.
    expect(await stores.reads.get(OVERVIEW_STOCK, 'stock')).toMatchObject({ stockQuantity: 6 });
    expect((await verifyProjection(stores.events, stores.reads, dashboardsProjection, coldWhenFull)).differences).toEqual([]);
  });

  it("refuses a stale runner's commit (compare-and-set checkpoint), leaving the models untouched", async () => {
    const { events, reads } = openStores();
    await seedProduct(events);
    await new AggregateRepository(events).execute(
      productStream(1),
      stockDecider,
      { type: 'AddStock', data: { productId: 1, stockId: 1, stock: lot(2), vendorExists: true } },
      context,
    );
    const batch = await events.readAll(0n, 100);
    const first = new ProjectionRunner(events, reads, allProjections);
    const stale = new ProjectionRunner(events, reads, allProjections);
    await first.catchUp();
    await expect(stale.apply(batch)).rejects.toThrow(/Checkpoint .* moved/);
    expect(await transactionsOf(reads)).toHaveLength(1);
  });

  it('ignores a replay of events a document has already seen (applied twice is harmless)', async () => {
    const { events, reads } = openStores();
    await seedProduct(events);
    await new AggregateRepository(events).execute(
      productStream(1),
      stockDecider,
      { type: 'AddStock', data: { productId: 1, stockId: 1, stock: lot(2), vendorExists: true } },
      context,
    );
    await new ProjectionRunner(events, reads, allProjections).catchUp();
    await reads.clear(
      [],
      allProjections.map((projection) => projection.name),
    );
    await new ProjectionRunner(events, reads, allProjections).catchUp();
    const transactions = await transactionsOf(reads);
    expect(transactions).toHaveLength(1);
    expect(transactions[0].runningQuantity).toBe(2);
  });

  it('verifies a rebuild against the live models and reports a tampered document', async () => {
    const { events, reads } = openStores();
    await seedProduct(events);
    await new ProjectionRunner(events, reads, allProjections).catchUp();
    const products = allProjections.find((projection) => projection.name === 'products')!;
    expect((await verifyProjection(events, reads, products, coldWhenFull)).differences).toEqual([]);
    const live = (await reads.checkpoints()).get('products')!;
    const tampered = { ...(await reads.get<Record<string, unknown>>(PRODUCTS, '1'))!, usQuantity: 99, id: 1 };
    await reads.commit([{ collection: PRODUCTS, id: '1', doc: tampered }], [{ name: 'products', expected: live, next: live }]);
    const report = await verifyProjection(events, reads, products, coldWhenFull);
    expect(report.differences).toHaveLength(1);
    expect(report.differences[0]).toMatchObject({ collection: PRODUCTS, id: '1', live: { usQuantity: 99 }, rebuilt: { usQuantity: 0 } });
  });

  it('verifies in memory: a live document no event made and a missing one are differences, field order is not', async () => {
    const { events, reads } = openStores();
    await seedProduct(events);
    await new ProjectionRunner(events, reads, allProjections).catchUp();
    const products = allProjections.find((projection) => projection.name === 'products')!;
    const live = (await reads.checkpoints()).get('products')!;
    const original = (await reads.get<Record<string, unknown>>(PRODUCTS, '1'))!;
    const reordered = Object.fromEntries(Object.entries(original).reverse());
    await reads.commit([{ collection: PRODUCTS, id: '1', doc: reordered as never }], [{ name: 'products', expected: live, next: live }]);
    expect((await verifyProjection(events, reads, products, coldWhenFull)).differences).toEqual([]);

    await reads.commit([{ collection: PRODUCTS, id: '7', doc: { ...original, id: 7 } as never }], [{ name: 'products', expected: live, next: live }]);
    const extra = await verifyProjection(events, reads, products, coldWhenFull);
    expect(extra.differences).toEqual([expect.objectContaining({ collection: PRODUCTS, id: '7', rebuilt: null })]);

    await reads.commit(
      [
        { collection: PRODUCTS, id: '1', doc: null },
        { collection: PRODUCTS, id: '7', doc: null },
      ],
      [{ name: 'products', expected: live, next: live }],
    );
    const missing = await verifyProjection(events, reads, products, coldWhenFull);
    expect(missing.differences).toEqual([expect.objectContaining({ collection: PRODUCTS, id: '1', live: null, rebuilt: expect.objectContaining({ id: 1 }) })]);
    expect(missing.events).toBeGreaterThan(0);
  });

  it('verifies write-once collections as they are rebuilt: a changed and an extra transaction are both found', async () => {
    const { events, reads } = openStores();
    await seedProduct(events);
    await new AggregateRepository(events).execute(
      productStream(1),
      stockDecider,
      { type: 'AddStock', data: { productId: 1, stockId: 1, stock: lot(2), vendorExists: true } },
      context,
    );
    await new ProjectionRunner(events, reads, allProjections).catchUp();
    const transactions = allProjections.find((projection) => projection.name === 'product-transactions')!;
    expect(transactions.writeOnce).toEqual([PRODUCT_TRANSACTIONS]);
    expect((await verifyProjection(events, reads, transactions, coldWhenFull)).differences).toEqual([]);
    const live = (await reads.checkpoints()).get('product-transactions')!;
    const [first] = await transactionsOf(reads);
    await reads.commit(
      [
        { collection: PRODUCT_TRANSACTIONS, id: String(first.id), doc: { ...first, runningQuantity: 50 } as never },
        { collection: PRODUCT_TRANSACTIONS, id: '999999', doc: { ...first, id: 999999 } as never },
      ],
      [{ name: 'product-transactions', expected: live, next: live }],
    );
    const report = await verifyProjection(events, reads, transactions, coldWhenFull);
    expect(report.differences.map((difference) => [difference.id, difference.rebuilt === null])).toEqual([
      [String(first.id), false],
      ['999999', true],
    ]);
  });
});
