import { unhandled } from '@cargo/contracts';
import type { CatalogEvent, InventoryEvent, ProductTransactionView, RecordedEvent, ReservationEvent } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const PRODUCT_TRANSACTIONS = 'product_transactions';
export const PRODUCT_LEDGERS = 'product_ledgers';

/** The running quantity of one product, after its last movement. */
export interface ProductLedgerDoc {
  id: number;
  runningQuantity: number;
}

/** One movement, stored on its own so a product's history never has to be rewritten. */
export interface ProductTransactionDoc extends ProductTransactionView {
  productId: number;
  /** Revision on the product stream: the order of the product's movements. */
  sequence: number;
}

type ProductStreamEvent = CatalogEvent | InventoryEvent | ReservationEvent;
type Movement = Pick<ProductTransactionView, 'type' | 'parentId' | 'quantity' | 'unitPrice' | 'accountId'>;

export const productTransactionsProjection = projection<ProductStreamEvent>({
  name: 'product-transactions',
  collections: [PRODUCT_LEDGERS, PRODUCT_TRANSACTIONS],
  writeOnce: [PRODUCT_TRANSACTIONS],
  // A product's movements, in order.
  indexes: [{ collection: PRODUCT_TRANSACTIONS, indexes: [['productId', 'sequence']] }],
  handles: ['ProductCreated', 'ProductQuantitiesAdjusted', 'StockAdded', 'StockUpdated', 'StockRemoved', 'StockRestored', 'StockReserved', 'StockReleased'],
  changes: (event) => {
    const recorded = event;
    const movement = movementOf(recorded);
    if (!movement) return [];
    return [
      change<ProductLedgerDoc>(PRODUCT_LEDGERS, recorded.data.productId, (ledger) => evolveLedger(ledger, recorded.data.productId, movement)),
      change<ProductTransactionDoc, ProductLedgerDoc>(PRODUCT_TRANSACTIONS, recorded.position.toString(), (_doc, ledger) =>
        transactionOf(recorded, movement, ledger!),
      ),
    ];
  },
});

export function evolveLedger(ledger: ProductLedgerDoc | null, productId: number, movement: Movement): ProductLedgerDoc {
  return { id: productId, runningQuantity: (ledger?.runningQuantity ?? 0) + movement.quantity };
}

function transactionOf(event: RecordedEvent<ProductStreamEvent>, movement: Movement, ledger: ProductLedgerDoc): ProductTransactionDoc {
  return {
    ...movement,
    id: event.position.toString(),
    productId: event.data.productId,
    sequence: Number(event.revision),
    runningQuantity: ledger.runningQuantity,
    createdBy: event.metadata.actor,
    dateCreated: event.metadata.timestamp,
  };
}

/** What an event did to the product's quantity, as a line of its history; null when it did nothing to it. */
export function movementOf(event: RecordedEvent<ProductStreamEvent>): Movement | null {
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
    case 'StockRemoved':
    case 'StockRestored': {
      const { stock, stockId, usQuantityChange } = event.data;
      if (usQuantityChange === 0) return null;
      return { type: 'Stock', parentId: stockId, quantity: usQuantityChange, unitPrice: stock.stockPrice, accountId: stock.vendorId };
    }
    case 'StockReserved':
    case 'StockReleased': {
      const units = event.data.moves.reduce((sum, move) => sum + move.quantity, 0);
      const quantity = event.type === 'StockReserved' ? -units : units;
      return { type: 'Order', parentId: event.data.orderId, quantity, unitPrice: 0, accountId: null };
    }
    case 'ProductUpdated':
    case 'ProductDeleted':
    case 'ProductRestored':
    case 'ProductPictureAdded':
    case 'ProductPictureRemoved':
      return null;
    default:
      return unhandled(event);
  }
}
