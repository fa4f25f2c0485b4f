import type { DomainEvent } from '../platform/envelope';
import type { StockTerms } from './stock.schemas';

/**
 * Stock rows live on the product stream (`product-{id}`): the product owns its quantities,
 * so every change to them is ordered by one expected revision.
 * `usQuantityChange` is what the row did to the US warehouse (0 when updateQuantity is off).
 */
export type StockAdded = DomainEvent<'StockAdded', { productId: number; stockId: number; stock: StockTerms; usQuantityChange: number }>;
export type StockUpdated = DomainEvent<
  'StockUpdated',
  { productId: number; stockId: number; before: StockTerms; after: StockTerms; usQuantityChange: number }
>;
export type StockRemoved = DomainEvent<'StockRemoved', { productId: number; stockId: number; stock: StockTerms; usQuantityChange: number }>;

export type InventoryEvent = StockAdded | StockUpdated | StockRemoved;

/** The reply of every stock command: the product's US quantity after it. */
export interface StockReceipt {
  id: number;
  productId: number;
  usQuantity: number;
  position: string;
}
