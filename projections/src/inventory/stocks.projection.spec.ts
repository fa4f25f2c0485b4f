import type { DomainEvent, StockTerms } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { stocksProjection } from './stocks.projection';

const lot: StockTerms = { quantity: 5, stockPrice: 900, vendorId: 2, datePurchased: '2026-10-01', expDate: null, updateQuantity: true };

describe('stocks projection', () => {
  it('lists an added row as active, with its product and author', () => {
    const row = project(stocksProjection, recorded([{ type: 'StockAdded', data: { productId: 4, stockId: 10, stock: lot, usQuantityChange: 5 } }])).get(
      'stocks/10',
    );
    expect(row).toMatchObject({ id: 10, productId: 4, quantity: 5, isActive: true, createdBy: 'tester' });
  });

  it('moves a removed row to inactive and keeps its last terms', () => {
    const events: DomainEvent[] = [
      { type: 'StockAdded', data: { productId: 4, stockId: 10, stock: lot, usQuantityChange: 5 } },
      { type: 'StockUpdated', data: { productId: 4, stockId: 10, before: lot, after: { ...lot, quantity: 2 }, usQuantityChange: -3 } },
      { type: 'StockRemoved', data: { productId: 4, stockId: 10, stock: { ...lot, quantity: 2 }, usQuantityChange: -2 } },
    ];
    expect(project(stocksProjection, recorded(events)).get('stocks/10')).toMatchObject({ quantity: 2, isActive: false });
  });

  it('makes a restored row active again with its terms and first author', () => {
    const events: DomainEvent[] = [
      { type: 'StockAdded', data: { productId: 4, stockId: 10, stock: lot, usQuantityChange: 5 } },
      { type: 'StockRemoved', data: { productId: 4, stockId: 10, stock: lot, usQuantityChange: -5 } },
      { type: 'StockRestored', data: { productId: 4, stockId: 10, stock: lot, usQuantityChange: 5 } },
    ];
    expect(project(stocksProjection, recorded(events)).get('stocks/10')).toMatchObject({
      quantity: 5,
      isActive: true,
      createdBy: 'tester',
      dateCreated: '2026-11-01T10:00:00.000Z',
    });
  });
});
