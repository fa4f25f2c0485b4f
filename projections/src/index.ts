import { productTransactionsProjection } from './catalog/product-transactions.projection';
import { productsProjection } from './catalog/products.projection';
import { stocksProjection } from './inventory/stocks.projection';
import { customersProjection } from './customers/customers.projection';
import { usersProjection } from './identity/users.projection';
import { deliveryAddressesProjection } from './ordering/delivery-addresses.projection';
import { orderReservationsProjection } from './ordering/order-reservations.projection';
import { ordersProjection } from './ordering/orders.projection';
import type { Projection } from './platform/projection';
import { vendorsProjection } from './vendors/vendors.projection';

export * from './platform/read-store.port';
export * from './platform/projection';
export * from './platform/runner';
export * from './platform/rebuild';
export * from './platform/sqlite-read-store';
export * from './platform/mongo-read-store';
export { PRODUCTS } from './catalog/products.projection';
export { PRODUCT_LEDGERS, PRODUCT_TRANSACTIONS, type ProductLedgerDoc, type ProductTransactionDoc } from './catalog/product-transactions.projection';
export { STOCKS } from './inventory/stocks.projection';
export { VENDORS } from './vendors/vendors.projection';
export { USERS } from './identity/users.projection';
export { CUSTOMERS } from './customers/customers.projection';
export { ORDERS } from './ordering/orders.projection';
export { DELIVERY_ADDRESSES } from './ordering/delivery-addresses.projection';
export { ORDER_RESERVATIONS, type OrderReservationDoc } from './ordering/order-reservations.projection';

/** Every projection the product runs, by name. */
export const allProjections: readonly Projection[] = [
  productsProjection,
  productTransactionsProjection,
  stocksProjection,
  vendorsProjection,
  usersProjection,
  customersProjection,
  ordersProjection,
  deliveryAddressesProjection,
  orderReservationsProjection,
];

/** Every collection's declared indexes, for the read store to build at start. */
export const allIndexes = allProjections.flatMap((projection) => projection.indexes ?? []);
