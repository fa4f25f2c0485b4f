import type { CatalogEvent, InventoryEvent, ProductDetails, StockTerms } from '@cargo/contracts';

export type ProductStreamEvent = CatalogEvent | InventoryEvent;

export interface StockRow {
  terms: StockTerms;
  isActive: boolean;
}

export interface ListedProduct {
  status: 'listed';
  productId: number;
  details: ProductDetails;
  usQuantity: number;
  vnQuantity: number;
  stocks: Record<number, StockRow>;
}

/** The product stream's state: everything a decision about the product or its stock needs. */
export type ProductState = { status: 'absent' } | ListedProduct | { status: 'deleted'; productId: number };

export const initialProductState: ProductState = { status: 'absent' };

export function evolveProduct(state: ProductState, event: ProductStreamEvent): ProductState {
  if (event.type === 'ProductCreated') {
    const { productId, details, usQuantity, vnQuantity } = event.data;
    return { status: 'listed', productId, details, usQuantity, vnQuantity, stocks: {} };
  }
  if (state.status !== 'listed') return state;
  switch (event.type) {
    case 'ProductUpdated':
      return { ...state, details: event.data.details };
    case 'ProductQuantitiesAdjusted':
      return { ...state, usQuantity: event.data.usQuantity, vnQuantity: event.data.vnQuantity };
    case 'ProductDeleted':
      return { status: 'deleted', productId: state.productId };
    case 'StockAdded':
    case 'StockUpdated': {
      const terms = event.type === 'StockAdded' ? event.data.stock : event.data.after;
      return {
        ...state,
        usQuantity: state.usQuantity + event.data.usQuantityChange,
        stocks: { ...state.stocks, [event.data.stockId]: { terms, isActive: true } },
      };
    }
    case 'StockRemoved':
      return {
        ...state,
        usQuantity: state.usQuantity + event.data.usQuantityChange,
        stocks: { ...state.stocks, [event.data.stockId]: { terms: event.data.stock, isActive: false } },
      };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Commands on a product need it listed: a missing or deleted product is "not found". */
export function isListed(state: ProductState): state is ListedProduct {
  return state.status === 'listed';
}
