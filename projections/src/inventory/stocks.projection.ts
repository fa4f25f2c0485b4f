import { unhandled } from '@cargo/contracts';
import type { InventoryEvent, RecordedEvent, StockView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const STOCKS = 'stocks';

export const stocksProjection = projection<InventoryEvent>({
  name: 'stocks',
  collections: [STOCKS],
  // The stock lists: a tab (active or not), one product's or one vendor's rows, sorted by id (every
  // index ends with id) or by purchase date. Each index costs every stock write, so only these.
  indexes: [{ collection: STOCKS, indexes: [['isActive'], ['isActive', 'datePurchased'], ['productId'], ['vendorId']], booleans: ['isActive'] }],
  handles: ['StockAdded', 'StockUpdated', 'StockRemoved', 'StockRestored'],
  changes: (event) => {
    const recorded = event;
    return [change<StockView>(STOCKS, recorded.data.stockId, (doc) => evolveStock(doc, recorded))];
  },
});

export function evolveStock(doc: StockView | null, event: RecordedEvent<InventoryEvent>): StockView | null {
  switch (event.type) {
    case 'StockAdded':
      return {
        ...event.data.stock,
        id: event.data.stockId,
        productId: event.data.productId,
        stockGroupId: event.data.stockGroupId ?? null,
        isActive: true,
        createdBy: event.metadata.actor,
        dateCreated: event.metadata.timestamp,
      };
    case 'StockUpdated':
      return doc && { ...doc, ...event.data.after };
    case 'StockRemoved':
      return doc && { ...doc, isActive: false };
    case 'StockRestored':
      return doc && { ...doc, isActive: true };
    default:
      return unhandled(event);
  }
}
