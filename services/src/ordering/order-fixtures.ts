import {
  customerStream,
  deliveryAddressStream,
  EXCHANGE_RATES_STREAM,
  orderStream,
  orderSubtotal,
  productStream,
  type DomainEvent,
  type OrderLine,
  type OrderTerms,
  type AddOrder,
  type ProductDetails,
  type StockMove,
} from '@cargo/contracts';
import { caller } from '../testing/callers';

/** Streams and people the ordering use cases' specs are given: small, named, and each as the log holds it. */
export const staff = caller(1, null, ['manager']);
export const customer = caller(3, 7, []);

export const us = (quantity: number): StockMove[] => [{ warehouseId: 'US', quantity, held: false }];

/** A product for sale at $24.99 less $3.00, with `usQuantity` units in the US. */
export const listed = (productId: number, usQuantity: number, isActive = true): DomainEvent => ({
  type: 'ProductCreated',
  data: {
    productId,
    details: {
      title: `Product ${productId}`,
      pictureId: null,
      currencyId: 'UsDollar',
      retailPrice: 2499,
      discount: 300,
      serviceFee: 0,
      unitPerCase: 12,
      isActive,
    } as ProductDetails,
    usQuantity,
    vnQuantity: 0,
  },
});

export const given = {
  rates: { [EXCHANGE_RATES_STREAM]: [{ type: 'ExchangeRateSet', data: { effectiveDate: '2000-01-01', vndPerUsd: 25_000 } }] as DomainEvent[] },
  customer: {
    [customerStream(7)]: [
      {
        type: 'CustomerOpened',
        data: { customerId: 7, userId: 3, name: 'Lan Tran', address1: '1 Main St', address2: '', email: '', phone: '0901234567', parentCustomerId: null },
      },
    ] as DomainEvent[],
  },
  address: (userId: number) => ({
    [deliveryAddressStream(12)]: [
      { type: 'DeliveryAddressAdded', data: { addressId: 12, userId, name: 'Home', phone: '0901234567', address1: '1 Main St', address2: '', main: true } },
    ] as DomainEvent[],
  }),
  product: (productId: number, usQuantity: number, isActive = true) => ({ [productStream(productId)]: [listed(productId, usQuantity, isActive)] }),
};

/** The line an order records for `quantity` units of a listed product, priced at its sale price. */
export const pricedLine = (productId: number, quantity: number): OrderLine => ({
  productId,
  productTitle: `Product ${productId}`,
  pictureId: null,
  warehouseId: 'US',
  quantity,
  unitPrice: 2199,
  serviceFee: 0,
  caseQuantity: 0,
  originalUnitPrice: 2199,
  originalCurrencyId: 'UsDollar',
});

export const asked = (lines: [productId: number, quantity: number][], overrides: Partial<AddOrder> = {}): AddOrder => ({
  customerId: 7,
  typeId: 'Regular',
  deliveryAddressId: null,
  deliveryFee: 0,
  vatFee: 0,
  currencyId: 'UsDollar',
  paymentInfo: null,
  orderDetails: lines.map(([productId, quantity]) => ({ productId, warehouseId: 'US', quantity, unitPrice: null, serviceFee: null, caseQuantity: null })),
  ...overrides,
});

export const termsFor = (lines: OrderLine[], overrides: Partial<OrderTerms> = {}): OrderTerms => ({
  customerId: 7,
  typeId: 'Regular',
  lines,
  subtotal: orderSubtotal(lines),
  deliveryFee: 0,
  vatFee: 0,
  currencyId: 'UsDollar',
  deliveryAddressId: null,
  paymentInfo: null,
  vndPerUsd: 25_000,
  ...overrides,
});

export const placed = (orderId: number, terms: OrderTerms) => ({
  [orderStream(orderId)]: [{ type: 'OrderPlaced', data: { orderId, ...terms } }] as DomainEvent[],
});
