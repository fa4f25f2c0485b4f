import type { DomainEvent, StockTerms } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { productTransactionsProjection, type ProductLedgerDoc } from './product-transactions.projection';

const lot = (quantity: number, updateQuantity = true): StockTerms => ({ quantity, stockPrice: 900, vendorId: 2, datePurchased: '2026-10-01', expDate: null, updateQuantity });

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
    const ledger = project(productTransactionsProjection, recorded(events)).get('product_transactions/4') as ProductLedgerDoc;
    expect(ledger.transactions.map(({ type, quantity, runningQuantity, parentId }) => ({ type, quantity, runningQuantity, parentId }))).toEqual([
      { type: 'Adjustment', quantity: 3, runningQuantity: 3, parentId: null },
      { type: 'Stock', quantity: 5, runningQuantity: 8, parentId: 10 },
      { type: 'Stock', quantity: -3, runningQuantity: 5, parentId: 10 },
      { type: 'Adjustment', quantity: -1, runningQuantity: 4, parentId: null },
      { type: 'Stock', quantity: -2, runningQuantity: 2, parentId: 10 },
    ]);
    expect(ledger.runningQuantity).toBe(2);
  });

  it('keeps the vendor, price, author and time of a stock movement', () => {
    const ledger = project(productTransactionsProjection, recorded(events.slice(0, 2))).get('product_transactions/4') as ProductLedgerDoc;
    expect(ledger.transactions[1]).toMatchObject({ accountId: 2, unitPrice: 900, createdBy: 'tester', id: '2' });
  });

  it('shows an uncounted purchase as a movement of zero', () => {
    const ledger = project(productTransactionsProjection, recorded([events[0], { type: 'StockAdded', data: { productId: 4, stockId: 11, stock: lot(5, false), usQuantityChange: 0 } }]))
      .get('product_transactions/4') as ProductLedgerDoc;
    expect(ledger.transactions[1]).toMatchObject({ quantity: 0, runningQuantity: 3 });
  });
});
