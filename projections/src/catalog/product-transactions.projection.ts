import type { CatalogEvent, InventoryEvent, ProductTransactionView, RecordedEvent } from '@cargo/contracts';
import { change, type Projection } from '../platform/projection';

export const PRODUCT_TRANSACTIONS = 'product_transactions';

/** One document per product: its movements in log order, each with the quantity after it. */
export interface ProductLedgerDoc {
  id: number;
  runningQuantity: number;
  transactions: ProductTransactionView[];
}

type ProductStreamEvent = CatalogEvent | InventoryEvent;

export const productTransactionsProjection: Projection = {
  name: 'product-transactions',
  collections: [PRODUCT_TRANSACTIONS],
  handles: ['ProductCreated', 'ProductQuantitiesAdjusted', 'StockAdded', 'StockUpdated', 'StockRemoved'],
  changes: (event) => {
    const recorded = event as RecordedEvent<ProductStreamEvent>;
    return [change<ProductLedgerDoc>(PRODUCT_TRANSACTIONS, recorded.data.productId, (doc) => evolveLedger(doc, recorded))];
  },
};

type Movement = Pick<ProductTransactionView, 'type' | 'parentId' | 'quantity' | 'unitPrice' | 'accountId'>;

function movementOf(event: RecordedEvent<ProductStreamEvent>): Movement | null {
  switch (event.type) {
    case 'ProductCreated': {
      const opening = event.data.usQuantity + event.data.vnQuantity;
      return opening === 0 ? null : { type: 'Adjustment', parentId: null, quantity: opening, unitPrice: 0, accountId: null };
    }
    case 'ProductQuantitiesAdjusted':
      return { type: 'Adjustment', parentId: null, quantity: event.data.usChange + event.data.vnChange, unitPrice: 0, accountId: null };
    case 'StockAdded': {
      const { stock, stockId, usQuantityChange } = event.data;
      return { type: 'Stock', parentId: stockId, quantity: usQuantityChange, unitPrice: stock.stockPrice, accountId: stock.vendorId };
    }
    case 'StockUpdated': {
      const { after, stockId, usQuantityChange } = event.data;
      if (usQuantityChange === 0) return null;
      return { type: 'Stock', parentId: stockId, quantity: usQuantityChange, unitPrice: after.stockPrice, accountId: after.vendorId };
    }
    case 'StockRemoved': {
      const { stock, stockId, usQuantityChange } = event.data;
      if (usQuantityChange === 0) return null;
      return { type: 'Stock', parentId: stockId, quantity: usQuantityChange, unitPrice: stock.stockPrice, accountId: stock.vendorId };
    }
    case 'ProductUpdated':
    case 'ProductDeleted':
      return null;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function evolveLedger(doc: ProductLedgerDoc | null, event: RecordedEvent<ProductStreamEvent>): ProductLedgerDoc | null {
  const ledger = doc ?? { id: event.data.productId, runningQuantity: 0, transactions: [] };
  const movement = movementOf(event);
  if (!movement) return doc;
  const runningQuantity = ledger.runningQuantity + movement.quantity;
  const transaction: ProductTransactionView = {
    ...movement,
    id: event.position.toString(),
    runningQuantity,
    createdBy: event.metadata.actor,
    dateCreated: event.metadata.timestamp,
  };
  return { ...ledger, runningQuantity, transactions: [...ledger.transactions, transaction] };
}
