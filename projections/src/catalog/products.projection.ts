import {
  stockLabelFor,
  averageUnitPrice,
  type CatalogEvent,
  type InventoryEvent,
  type ProductView,
  type RecordedEvent,
  type ReservationEvent,
  type StockMove,
  type StockTerms,
  unhandled,
} from '@cargo/contracts';
import { binOf, change, moveToBin, projection, restoreFromBin } from '../platform/projection';

export const PRODUCTS = 'products';

/** The product read model keeps the active lots' totals so the average stock price stays exact. */
export type ProductDoc = ProductView & { stockUnits: number; stockCost: number };

/** The product as replies show it: the lot totals stay in the read model (to customers they would tell the average cost). */
export function productView({ stockUnits: _stockUnits, stockCost: _stockCost, ...view }: ProductDoc): ProductView {
  return view;
}

type ProductStreamEvent = CatalogEvent | InventoryEvent | ReservationEvent;

export const productsProjection = projection<ProductStreamEvent>({
  name: 'products',
  collections: [PRODUCTS, binOf(PRODUCTS)],
  // 2: deleted products wait in the bin (rebuilt once, so products deleted before can be restored).
  version: 2,
  // The product list: equality filters, sorts, and "title/SKU contains".
  indexes: [
    {
      collection: PRODUCTS,
      indexes: [['brandId'], ['lvl1Id'], ['lvl2Id'], ['storeId'], ['isActive'], ['isActive', 'lvl1Id'], ['title'], ['quantity'], ['dateCreated']],
      text: ['title', 'skuCode'],
      booleans: ['isActive'],
    },
  ],
  handles: [
    'ProductCreated',
    'ProductUpdated',
    'ProductQuantitiesAdjusted',
    'ProductDeleted',
    'ProductRestored',
    'ProductPictureAdded',
    'ProductPictureRemoved',
    'StockAdded',
    'StockUpdated',
    'StockRemoved',
    'StockRestored',
    'StockReserved',
    'StockReleased',
  ],
  changes: (event) => {
    const recorded = event;
    if (recorded.type === 'ProductDeleted') return [moveToBin(PRODUCTS, recorded.data.productId)];
    if (recorded.type === 'ProductRestored') return [restoreFromBin(PRODUCTS, recorded.data.productId)];
    return [change<ProductDoc>(PRODUCTS, recorded.data.productId, (doc) => evolveProduct(doc, recorded))];
  },
});

export function evolveProduct(doc: ProductDoc | null, event: RecordedEvent<ProductStreamEvent>): ProductDoc | null {
  const when = event.metadata.timestamp;
  if (event.type === 'ProductCreated') {
    const { productId, details, usQuantity, vnQuantity } = event.data;
    return derive({
      ...details,
      id: productId,
      usQuantity,
      vnQuantity,
      placeHolderQuantity: 0,
      stockUnits: 0,
      stockCost: 0,
      pictures: [],
      createdBy: event.metadata.actor,
      dateCreated: when,
      dateUpdated: when,
    });
  }
  if (!doc) return null;
  switch (event.type) {
    case 'ProductUpdated':
      return derive({ ...doc, ...event.data.details, dateUpdated: when });
    case 'ProductQuantitiesAdjusted':
      return derive({ ...doc, usQuantity: event.data.usQuantity, vnQuantity: event.data.vnQuantity, dateUpdated: when });
    // Moved to and from the bin whole (see `changes`).
    case 'ProductDeleted':
    case 'ProductRestored':
      return doc;
    case 'ProductPictureAdded':
      return derive({
        ...doc,
        pictures: [...(doc.pictures ?? []).filter((picture) => picture.id !== event.data.picture.id), event.data.picture],
        dateUpdated: when,
      });
    case 'ProductPictureRemoved':
      return derive({ ...doc, pictures: (doc.pictures ?? []).filter((picture) => picture.id !== event.data.pictureId), dateUpdated: when });
    case 'StockAdded':
    case 'StockRestored':
      return derive(withLots(doc, [], [event.data.stock], event.data.usQuantityChange, when));
    case 'StockUpdated':
      return derive(withLots(doc, [event.data.before], [event.data.after], event.data.usQuantityChange, when));
    case 'StockRemoved':
      return derive(withLots(doc, [event.data.stock], [], event.data.usQuantityChange, when));
    case 'StockReserved':
      return derive(withMoves(doc, event.data.moves, -1, when));
    case 'StockReleased':
      return derive(withMoves(doc, event.data.moves, 1, when));
    default:
      return unhandled(event);
  }
}

function withLots(doc: ProductDoc, removed: StockTerms[], added: StockTerms[], usQuantityChange: number, when: string): Omit<ProductDoc, Derived> {
  const cost = (lots: StockTerms[]) => lots.reduce((sum, lot) => sum + lot.quantity * lot.stockPrice, 0);
  const units = (lots: StockTerms[]) => lots.reduce((sum, lot) => sum + lot.quantity, 0);
  return {
    ...doc,
    usQuantity: doc.usQuantity + usQuantityChange,
    stockUnits: doc.stockUnits - units(removed) + units(added),
    stockCost: doc.stockCost - cost(removed) + cost(added),
    dateUpdated: when,
  };
}

/** Orders take units out of a warehouse (into the hold when held); -1 takes, +1 gives back. */
function withMoves(doc: ProductDoc, moves: StockMove[], direction: 1 | -1, when: string): Omit<ProductDoc, Derived> {
  let next: ProductDoc = { ...doc, dateUpdated: when };
  for (const move of moves) {
    if (move.warehouseId === 'US') next = { ...next, usQuantity: next.usQuantity + direction * move.quantity };
    else next = { ...next, vnQuantity: next.vnQuantity + direction * move.quantity };
    if (move.held) next = { ...next, placeHolderQuantity: next.placeHolderQuantity - direction * move.quantity };
  }
  return next;
}

type Derived = 'quantity' | 'salePrice' | 'averageStockPrice' | 'stockLabel';

function derive(doc: Omit<ProductDoc, Derived>): ProductDoc {
  const quantity = doc.usQuantity + doc.vnQuantity;
  return {
    ...doc,
    quantity,
    salePrice: doc.retailPrice - doc.discount,
    averageStockPrice: averageUnitPrice(doc.stockCost, doc.stockUnits),
    stockLabel: stockLabelFor(quantity),
    // The product's picture is its first uploaded one (documents from before pictures keep theirs).
    pictureId: doc.pictures ? (doc.pictures[0]?.id ?? null) : doc.pictureId,
  };
}
