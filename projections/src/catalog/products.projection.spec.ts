import type { DomainEvent, ProductDetails, StockTerms } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { productsProjection } from './products.projection';

const details = { title: 'Kirkland Fish Oil 400 softgels', retailPrice: 2499, discount: 300, isActive: true } as ProductDetails;
const lot = (quantity: number, stockPrice: number): StockTerms => ({
  quantity,
  stockPrice,
  vendorId: 1,
  datePurchased: '2026-10-01',
  expDate: null,
  updateQuantity: true,
});
const created: DomainEvent = { type: 'ProductCreated', data: { productId: 1, details, usQuantity: 0, vnQuantity: 2 } };

const productAfter = (events: DomainEvent[]) => project(productsProjection, recorded(events)).get('products/1');

describe('products projection', () => {
  it('derives quantity, sale price and the stock label from a new product', () => {
    expect(productAfter([created])).toMatchObject({
      id: 1,
      quantity: 2,
      usQuantity: 0,
      vnQuantity: 2,
      salePrice: 2199,
      stockLabel: 'OnlyFewInStock',
      averageStockPrice: 0,
    });
  });

  it('adds counted stock to the US quantity and keeps the quantity-weighted average price to the cent', () => {
    const product = productAfter([
      created,
      { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot(3, 1000), usQuantityChange: 3 } },
      { type: 'StockAdded', data: { productId: 1, stockId: 2, stock: lot(7, 1333), usQuantityChange: 7 } },
    ]);
    // (3 x 10.00 + 7 x 13.33) / 10 = 12.331 -> 12.33
    expect(product).toMatchObject({ usQuantity: 10, quantity: 12, averageStockPrice: 1233, stockLabel: 'InStock' });
  });

  it('takes an updated lot out of the average at its old terms and in at its new ones', () => {
    const product = productAfter([
      created,
      { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot(3, 1000), usQuantityChange: 3 } },
      { type: 'StockAdded', data: { productId: 1, stockId: 2, stock: lot(7, 1333), usQuantityChange: 7 } },
      { type: 'StockUpdated', data: { productId: 1, stockId: 2, before: lot(7, 1333), after: lot(1, 2000), usQuantityChange: -6 } },
      { type: 'StockRemoved', data: { productId: 1, stockId: 1, stock: lot(3, 1000), usQuantityChange: -3 } },
    ]);
    expect(product).toMatchObject({ usQuantity: 1, quantity: 3, averageStockPrice: 2000 });
  });

  it('brings a restored product back whole, and a restored lot back into its quantity and average price', () => {
    const stocked: DomainEvent[] = [
      created,
      { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot(3, 1000), usQuantityChange: 3 } },
      { type: 'StockAdded', data: { productId: 1, stockId: 2, stock: lot(7, 1333), usQuantityChange: 7 } },
    ];
    const before = productAfter(stocked);
    expect(productAfter([...stocked, { type: 'ProductDeleted', data: { productId: 1 } }])).toBeUndefined();
    expect(productAfter([...stocked, { type: 'ProductDeleted', data: { productId: 1 } }, { type: 'ProductRestored', data: { productId: 1 } }])).toEqual(before);
    const removed: DomainEvent = { type: 'StockRemoved', data: { productId: 1, stockId: 2, stock: lot(7, 1333), usQuantityChange: -7 } };
    const restoredLot: DomainEvent = { type: 'StockRestored', data: { productId: 1, stockId: 2, stock: lot(7, 1333), usQuantityChange: 7 } };
    expect(productAfter([...stocked, removed, restoredLot])).toMatchObject({ usQuantity: 10, quantity: 12, averageStockPrice: 1233, stockUnits: 10 });
  });

  it('reflects manual warehouse adjustments and recomputes the sale price on update', () => {
    const product = productAfter([
      created,
      { type: 'ProductUpdated', data: { productId: 1, details: { ...details, retailPrice: 3000, discount: 500 } } },
      { type: 'ProductQuantitiesAdjusted', data: { productId: 1, usQuantity: 0, vnQuantity: 0, usChange: 0, vnChange: -2 } },
    ]);
    expect(product).toMatchObject({ salePrice: 2500, quantity: 0, stockLabel: 'OutOfStock' });
  });

  it('removes a deleted product from the list', () => {
    expect(productAfter([created, { type: 'ProductDeleted', data: { productId: 1 } }])).toBeUndefined();
  });
});
