import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productStream, type DomainEvent } from '@cargo/contracts';
import { SqliteEventStore } from '../platform/event-store/sqlite-event-store';
import { openDatabase } from '../platform/process/database';
import { AggregateRepository, metadataFor } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';
import { UseCases } from '../platform/write-model/use-cases';
import { Workflows } from '../platform/write-model/workflows';
import { LegacyStockOwners } from './legacy-stock-owners';
import { StockRows } from './stock-rows';

const context = systemContext('spec');
const terms = { vendorId: 1, quantity: 4, stockPrice: 250, datePurchased: '2026-01-05', expDate: null, isActive: true, updateQuantity: true };
const added = (productId: number, stockId: number): DomainEvent => ({ type: 'StockAdded', data: { productId, stockId, stock: terms, usQuantityChange: 4 } });

/** A log as a version before allocations kept their product left it: stock ids 1 and 2 allocated bare, their rows on products 5 and 6. */
async function legacyLog() {
  const store = new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-stock-owners-'))));
  const append = (stream: string, event: DomainEvent) => store.append(stream, [{ type: event.type, data: event.data, metadata: metadataFor(context) }], 'any');
  for (const _ of [1, 2, 3]) await append('sequence-stock', { type: 'IdAllocated', data: { kind: 'stock' } });
  await append(productStream(5), added(5, 1));
  await append(productStream(6), added(6, 2));
  // Id 3 was allocated, but its row was never added (the request died in between).
  const aggregates = new AggregateRepository(store);
  const ids = new IdAllocator(store);
  const useCases = new UseCases(new Workflows(store, 0), aggregates, ids);
  return {
    store,
    ids,
    owners: new LegacyStockOwners(aggregates, ids, useCases, store),
    rows: () => new StockRows(aggregates, ids, new LegacyStockOwners(aggregates, ids, useCases, store)),
  };
}

describe('stock ids allocated before allocations kept their product', () => {
  it('get their product from the log once, then from one stream read each, without the stock list', async () => {
    const { owners, rows } = await legacyLog();
    expect(await owners.recordAll()).toBe(2);
    const stockRows = rows();
    expect(await stockRows.productOf(1)).toBe(5);
    expect(await stockRows.productOf(2)).toBe(6);
  });

  it('a legacy id whose row was never added, and an id never allocated, are not found', async () => {
    const { owners, rows } = await legacyLog();
    await owners.recordAll();
    await expect(rows().productOf(3)).rejects.toMatchObject({ code: 'inventory.stockNotFound' });
    await expect(rows().productOf(99)).rejects.toMatchObject({ code: 'inventory.stockNotFound' });
  });

  it('ids allocated with their product need nothing recorded', async () => {
    const { owners, ids, rows } = await legacyLog();
    await owners.recordAll();
    const stockId = await ids.next('stock', context, { productId: 8 });
    expect(await rows().productOf(stockId)).toBe(8);
  });

  it('a store whose first stock id kept its product is done at once, without reading the log', async () => {
    const store = new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-stock-owners-'))));
    const ids = new IdAllocator(store);
    await ids.next('stock', context, { productId: 8 });
    const unread = Object.assign(Object.create(store) as SqliteEventStore, { readAll: () => Promise.reject(new Error('the log was read')) });
    const aggregates = new AggregateRepository(store);
    expect(await new LegacyStockOwners(aggregates, ids, new UseCases(new Workflows(store, 0), aggregates, ids), unread).recordAll()).toBe(0);
    expect(await store.readStream('sequence-stockowners-recorded')).toHaveLength(1);
  });

  it('is done once: a later start reads one stream and records nothing', async () => {
    const { store, owners } = await legacyLog();
    await owners.recordAll();
    const head = await store.headPosition();
    expect(await owners.recordAll()).toBe(0);
    expect(await store.headPosition()).toBe(head);
  });

  it('a start cut short is finished by the next, without recording an id twice', async () => {
    const { store, owners, rows } = await legacyLog();
    // The cut run had recorded id 1's product, then stopped before id 2 and before marking itself done.
    await new AggregateRepository(store).execute(
      'sequence-stockowner-1',
      uniqueClaimDecider('inventory.stockNotFound'),
      { type: 'Claim', data: { key: '1', holderId: 5 } },
      context,
    );
    expect(await owners.recordAll()).toBe(1);
    expect(await store.readStream('sequence-stockowner-1')).toHaveLength(1);
    expect(await rows().productOf(2)).toBe(6);
  });
});
