import type { DomainEvent, StockTerms } from '@cargo/contracts';
import type { Doc } from '../platform/read-store.port';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { productTransactionsProjection, type ProductTransactionDoc } from './product-transactions.projection';

const lot = (quantity: number, updateQuantity = true): StockTerms => ({
  quantity,
  stockPrice: 900,
  vendorId: 2,
  datePurchased: '2026-10-01',
  expDate: null,
  updateQuantity,
});

const transactionsIn = (documents: Map<string, Doc>) =>
  [...documents.entries()]
    .filter(([key]) => key.startsWith('product_transactions/'))
    .map(([, doc]) => doc as ProductTransactionDoc)
    .sort((a, b) => a.sequence - b.sequence);

describe('product transactions projection', () => {
  const events: DomainEvent[] = [
    { type: 'ProductCreated', data: { productId: 4, details: {}, usQuantity: 1, vnQuantity: 2 } },
    { type: 'StockAdded', data: { productId: 4, stockId: 10, stock: lot(5), usQuantityChange: 5 } },
    { type: 'ProductUpdated', data: { productId: 4, details: {} } },
    { type: 'StockUpdated', data: { productId: 4, stockId: 10, before: lot(5), after: lot(2), usQuantityChange: -3 } },
    { type: 'ProductQuantitiesAdjusted', data: { productId: 4, usQuantity: 4, vnQuantity: 0, usChange: 1, vnChange: -2 } },
    { type: 'StockRemoved', data: { productId: 4, stockId: 10, stock: lot(2), usQuantityChange: -2 } },
  ];

  it('lists each movement in log order with the running quantity after it', () => {
    const documents = project(productTransactionsProjection, recorded(events));
    expect(transactionsIn(documents).map(({ type, quantity, runningQuantity, parentId }) => ({ type, quantity, runningQuantity, parentId }))).toEqual([
      { type: 'Adjustment', quantity: 3, runningQuantity: 3, parentId: null },
      { type: 'Stock', quantity: 5, runningQuantity: 8, parentId: 10 },
      { type: 'Stock', quantity: -3, runningQuantity: 5, parentId: 10 },
      { type: 'Adjustment', quantity: -1, runningQuantity: 4, parentId: null },
      { type: 'Stock', quantity: -2, runningQuantity: 2, parentId: 10 },
    ]);
    expect(documents.get('product_ledgers/4')).toEqual({ id: 4, runningQuantity: 2 });
  });

  it('keeps the vendor, price, author and time of a stock movement', () => {
    const [, stock] = transactionsIn(project(productTransactionsProjection, recorded(events.slice(0, 2))));
    expect(stock).toMatchObject({ productId: 4, accountId: 2, unitPrice: 900, createdBy: 'tester', id: '2' });
  });

  it('shows an uncounted purchase as a movement of zero', () => {
    const documents = project(
      productTransactionsProjection,
      recorded([events[0], { type: 'StockAdded', data: { productId: 4, stockId: 11, stock: lot(5, false), usQuantityChange: 0 } }]),
    );
    expect(transactionsIn(documents)[1]).toMatchObject({ quantity: 0, runningQuantity: 3 });
  });

  it('keeps the running quantities of different products apart', () => {
    const documents = project(
      productTransactionsProjection,
      recorded([
        events[1],
        { type: 'StockAdded', data: { productId: 5, stockId: 12, stock: lot(7), usQuantityChange: 7 } },
        { type: 'StockAdded', data: { productId: 4, stockId: 13, stock: lot(1), usQuantityChange: 1 } },
      ]),
    );
    expect(documents.get('product_ledgers/4')).toEqual({ id: 4, runningQuantity: 6 });
    expect(documents.get('product_ledgers/5')).toEqual({ id: 5, runningQuantity: 7 });
  });
});
