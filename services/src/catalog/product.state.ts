import { notFound, unhandled } from '@cargo/contracts';
import { chunkedGet, chunkedSet, emptyChunkedMap, type ChunkedMap } from '../platform/write-model/chunked-map';
import type { Decider } from '../platform/write-model/decider';
import type { CatalogEvent, InventoryEvent, ProductDetails, ReservationEvent, StockMove, StockTerms, Warehouse } from '@cargo/contracts';

export type ProductStreamEvent = CatalogEvent | InventoryEvent | ReservationEvent;

export interface StockRow {
  terms: StockTerms;
  isActive: boolean;
}

/** What one order holds of this product: units taken from each warehouse, and units on hold. */
export interface OrderHolding {
  US: number;
  VN: number;
  held: number;
}

export interface ListedProduct {
  status: 'listed';
  productId: number;
  details: ProductDetails;
  usQuantity: number;
  vnQuantity: number;
  placeHolderQuantity: number;
  /** Chunked so a stream with thousands of rows or orders costs the same to update as a new one. */
  stocks: ChunkedMap<StockRow>;
  orders: ChunkedMap<OrderHolding>;
  /** Picture ids and their file names (an upload skips names the product already has). */
  pictures: readonly { id: string; name: string }[];
}

/** A deleted product keeps what it had, for a restore. */
export type DeletedProduct = Omit<ListedProduct, 'status'> & { status: 'deleted' };

/** The product stream's state: everything a decision about the product or its stock needs. */
export type ProductState = { status: 'absent' } | ListedProduct | DeletedProduct;

export const initialProductState: ProductState = { status: 'absent' };

/** A product stream grows with every order: its state is kept every 500 events (bump the version when ProductState changes shape). */
const productSnapshots = { version: 'product-state-4', every: 500 } as const;

/**
 * The deciders of the product stream (catalog, stock, reservations) decide different commands on
 * the one product state: they share its initial state, evolve and snapshots.
 */
export function productStreamDecider<Command>(
  decide: (command: Command, state: ProductState) => ProductStreamEvent[],
): Decider<Command, ProductStreamEvent, ProductState> {
  return { initialState: initialProductState, snapshot: productSnapshots, evolve: evolveProduct, decide };
}

export function evolveProduct(state: ProductState, event: ProductStreamEvent): ProductState {
  if (event.type === 'ProductCreated') {
    const { productId, details, usQuantity, vnQuantity } = event.data;
    return {
      status: 'listed',
      productId,
      details,
      usQuantity,
      vnQuantity,
      placeHolderQuantity: 0,
      stocks: emptyChunkedMap(),
      orders: emptyChunkedMap(),
      pictures: [],
    };
  }
  if (event.type === 'ProductRestored') return state.status === 'deleted' ? { ...state, status: 'listed' } : state;
  if (state.status !== 'listed') return state;
  switch (event.type) {
    case 'ProductUpdated':
      return { ...state, details: event.data.details };
    case 'ProductQuantitiesAdjusted':
      return { ...state, usQuantity: event.data.usQuantity, vnQuantity: event.data.vnQuantity };
    case 'ProductDeleted':
      return { ...state, status: 'deleted' };
    case 'ProductPictureAdded':
      return { ...state, pictures: [...state.pictures, { id: event.data.picture.id, name: event.data.picture.name }] };
    case 'ProductPictureRemoved':
      return { ...state, pictures: state.pictures.filter((picture) => picture.id !== event.data.pictureId) };
    case 'StockAdded':
    case 'StockRestored':
    case 'StockUpdated': {
      const terms = event.type === 'StockUpdated' ? event.data.after : event.data.stock;
      return {
        ...state,
        usQuantity: state.usQuantity + event.data.usQuantityChange,
        stocks: chunkedSet(state.stocks, event.data.stockId, { terms, isActive: true }),
      };
    }
    case 'StockRemoved':
      return {
        ...state,
        usQuantity: state.usQuantity + event.data.usQuantityChange,
        stocks: chunkedSet(state.stocks, event.data.stockId, { terms: event.data.stock, isActive: false }),
      };
    case 'StockReserved':
      return applyMoves(state, event.data.orderId, event.data.moves, -1);
    case 'StockReleased':
      return applyMoves(state, event.data.orderId, event.data.moves, 1);
    default:
      return unhandled(event);
  }
}

const warehouseField = (warehouse: Warehouse) => (warehouse === 'US' ? 'usQuantity' : 'vnQuantity');

/** direction -1: units leave the warehouse for the order (into the hold when held); +1: they come back. */
function applyMoves(state: ListedProduct, orderId: number, moves: StockMove[], direction: 1 | -1): ListedProduct {
  let next: ListedProduct = { ...state };
  const holding = { ...(chunkedGet(state.orders, orderId) ?? { US: 0, VN: 0, held: 0 }) };
  for (const move of moves) {
    const field = warehouseField(move.warehouseId);
    next = { ...next, [field]: next[field] + direction * move.quantity };
    if (move.held) {
      next = { ...next, placeHolderQuantity: next.placeHolderQuantity - direction * move.quantity };
      holding.held -= direction * move.quantity;
    } else {
      holding[move.warehouseId] -= direction * move.quantity;
    }
  }
  return { ...next, orders: chunkedSet(state.orders, orderId, holding) };
}

/** Commands on a product need it listed: a missing or deleted product is "not found". */
/** Catalog's refusal for a product stream with no product on it, for every decider that acts on that stream. */
export const productNotFound = () => notFound('catalog.productNotFound');

export function isListed(state: ProductState): state is ListedProduct {
  return state.status === 'listed';
}
