import type { DomainEvent } from '../platform/envelope';
import type { Warehouse } from '../ordering/order.schemas';

/**
 * How orders take and give back stock, on the product stream (so no two orders can take the same
 * last unit). `held`: the units move into or out of the product's placeHolderQuantity instead of
 * leaving or returning to stock for good.
 */
export interface StockMove {
  warehouseId: Warehouse;
  quantity: number;
  held: boolean;
}

export type StockReserved = DomainEvent<'StockReserved', { productId: number; orderId: number; moves: StockMove[] }>;
export type StockReleased = DomainEvent<'StockReleased', { productId: number; orderId: number; moves: StockMove[] }>;
export type ReservationEvent = StockReserved | StockReleased;
