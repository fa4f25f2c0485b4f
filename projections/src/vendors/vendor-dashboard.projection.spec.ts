import type { StockTerms } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { vendorDashboardProjection } from './vendor-dashboard.projection';

const lot = (terms: Partial<StockTerms>): StockTerms => ({
  quantity: 10,
  stockPrice: 1650,
  vendorId: 3,
  datePurchased: '2026-10-15',
  expDate: null,
  updateQuantity: true,
  ...terms,
});

describe('vendor dashboard projection', () => {
  it('given stock from a vendor in two months, totals the stock value, buckets it by year/month and counts each product bought', () => {
    const documents = project(
      vendorDashboardProjection,
      recorded([
        { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot({}), usQuantityChange: 10 } },
        {
          type: 'StockAdded',
          data: { productId: 2, stockId: 2, stock: lot({ quantity: 4, stockPrice: 999, datePurchased: '2026-11-02' }), usQuantityChange: 4 },
        },
        {
          type: 'StockAdded',
          data: { productId: 1, stockId: 3, stock: lot({ quantity: 2, stockPrice: 1700, datePurchased: '2026-11-20' }), usQuantityChange: 2 },
        },
      ]),
    );
    const stockAmount = 10 * 1650 + 4 * 999 + 2 * 1700;
    expect(documents.get('vendor_totals/3')).toEqual({ id: 3, stockAmount, stockQuantity: 16, expenseAmount: 0, balance: stockAmount });
    expect(documents.get('vendor_months/3:2026/10')).toEqual({
      id: '3:2026/10',
      vendorId: 3,
      month: '2026/10',
      stockAmount: 16500,
      expenseAmount: 0,
      balance: 16500,
    });
    expect(documents.get('vendor_months/3:2026/11')).toMatchObject({ stockAmount: 4 * 999 + 2 * 1700 });
    expect(documents.get('vendor_products/3:1')).toEqual({ id: '3:1', vendorId: 3, productId: 1, quantity: 12, amount: 16500 + 3400 });
  });

  it('when a row moves to another vendor and month, takes it off the old ones and puts it on the new', () => {
    const before = lot({});
    const after = lot({ vendorId: 4, datePurchased: '2026-12-01', quantity: 6 });
    const documents = project(
      vendorDashboardProjection,
      recorded([
        { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: before, usQuantityChange: 10 } },
        { type: 'StockUpdated', data: { productId: 1, stockId: 1, before, after, usQuantityChange: -4 } },
      ]),
    );
    expect(documents.get('vendor_totals/3')).toMatchObject({ stockAmount: 0, stockQuantity: 0, balance: 0 });
    expect(documents.get('vendor_months/3:2026/10')).toMatchObject({ stockAmount: 0 });
    expect(documents.get('vendor_totals/4')).toMatchObject({ stockAmount: 6 * 1650, stockQuantity: 6 });
    expect(documents.get('vendor_months/4:2026/12')).toMatchObject({ stockAmount: 6 * 1650 });
    expect(documents.get('vendor_products/4:1')).toMatchObject({ quantity: 6 });
  });

  it('when a row is removed, its value leaves the vendor', () => {
    const documents = project(
      vendorDashboardProjection,
      recorded([
        { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot({}), usQuantityChange: 10 } },
        { type: 'StockAdded', data: { productId: 1, stockId: 2, stock: lot({ quantity: 1 }), usQuantityChange: 1 } },
        { type: 'StockRemoved', data: { productId: 1, stockId: 1, stock: lot({}), usQuantityChange: -10 } },
      ]),
    );
    expect(documents.get('vendor_totals/3')).toMatchObject({ stockAmount: 1650, stockQuantity: 1, balance: 1650 });
    expect(documents.get('vendor_products/3:1')).toMatchObject({ quantity: 1, amount: 1650 });
  });
});
