import type { PaymentStatus } from '../billing/invoice.schemas';
import type { DomainEvent } from '../platform/envelope';
import type { StockTerms } from './stock.schemas';

/**
 * Stock rows live on the product stream (`product-{id}`): the product owns its quantities,
 * so every change to them is ordered by one expected revision.
 * `usQuantityChange` is what the row did to the US warehouse (0 when updateQuantity is off).
 */
export type StockAdded = DomainEvent<
  'StockAdded',
  { productId: number; stockId: number; stock: StockTerms; usQuantityChange: number; /** Set when the row came from the stock form. */ stockGroupId?: number }
>;
export type StockUpdated = DomainEvent<'StockUpdated', { productId: number; stockId: number; before: StockTerms; after: StockTerms; usQuantityChange: number }>;
export type StockRemoved = DomainEvent<'StockRemoved', { productId: number; stockId: number; stock: StockTerms; usQuantityChange: number }>;

/** The undo of a removal: the row is active again and, as when added, counts in the US warehouse. */
export type StockRestored = DomainEvent<'StockRestored', { productId: number; stockId: number; stock: StockTerms; usQuantityChange: number }>;

export type InventoryEvent = StockAdded | StockUpdated | StockRemoved | StockRestored;

export const stockGroupStream = (stockGroupId: number) => `stockgroup-${stockGroupId}`;

/** One purchase from one vendor on the stock form, recorded once its rows are on their products. */
export type StockGroupAdded = DomainEvent<
  'StockGroupAdded',
  {
    stockGroupId: number;
    vendorId: number;
    datePurchased: string;
    lines: { productId: number; stockId: number; quantity: number; stockPrice: number }[];
    subtotal: number;
  }
>;

/** Whether the vendor has been paid for the purchase (staff set it; a new purchase is Pending). */
export type StockGroupPaymentStatusChanged = DomainEvent<'StockGroupPaymentStatusChanged', { stockGroupId: number; paymentStatus: PaymentStatus }>;
/** The purchase is deleted: its rows were taken out of stock before this was recorded. */
export type StockGroupDeleted = DomainEvent<'StockGroupDeleted', { stockGroupId: number }>;

export type StockGroupEvent = StockGroupAdded | StockGroupPaymentStatusChanged | StockGroupDeleted;

/** The reply of the stock form: the group and the rows it added. */
export interface StockGroupReceipt {
  id: number;
  stockIds: number[];
  subtotal: number;
  position: string;
}

/** The reply of every stock command: the product's US quantity after it. */
export interface StockReceipt {
  id: number;
  productId: number;
  usQuantity: number;
  position: string;
}
