import type { InventoryEvent, RecordedEvent, StockView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const STOCKS = 'stocks';

export const stocksProjection = projection<InventoryEvent>({
  name: 'stocks',
  collections: [STOCKS],
  // The stock lists: a tab (active or not), optionally one product or vendor, sorted by a column.
  indexes: [
    {
      collection: STOCKS,
      indexes: [
        ['isActive', 'id'],
        ['isActive', 'datePurchased'],
        ['productId', 'id'],
        ['productId', 'isActive', 'id'],
        ['vendorId', 'id'],
        ['vendorId', 'isActive', 'id'],
        ['stockGroupId'],
      ],
      booleans: ['isActive'],
    },
  ],
  handles: ['StockAdded', 'StockUpdated', 'StockRemoved'],
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
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
