import { unhandled } from '@cargo/contracts';
import type { RecordedEvent, StockGroupEvent, StockGroupView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const STOCK_GROUPS = 'stock_groups';

/** The stock purchases list: newest first, one vendor's, or by payment status. */
export const stockGroupsProjection = projection<StockGroupEvent>({
  name: 'stock-groups',
  collections: [STOCK_GROUPS],
  indexes: [{ collection: STOCK_GROUPS, indexes: [['vendorId'], ['paymentStatus']] }],
  handles: ['StockGroupAdded', 'StockGroupPaymentStatusChanged', 'StockGroupDeleted'],
  changes: (event) => [change<StockGroupView>(STOCK_GROUPS, event.data.stockGroupId, (doc) => evolveStockGroupView(doc, event))],
});

export function evolveStockGroupView(doc: StockGroupView | null, event: RecordedEvent<StockGroupEvent>): StockGroupView | null {
  switch (event.type) {
    case 'StockGroupAdded': {
      const { stockGroupId, vendorId, datePurchased, lines, subtotal } = event.data;
      return {
        id: stockGroupId,
        vendorId,
        datePurchased,
        lines,
        subtotal,
        paymentStatus: 'Pending',
        createdBy: event.metadata.actor,
        dateCreated: event.metadata.timestamp,
      };
    }
    case 'StockGroupPaymentStatusChanged':
      return doc && { ...doc, paymentStatus: event.data.paymentStatus };
    case 'StockGroupDeleted':
      return null;
    default:
      return unhandled(event);
  }
}
