import { deciderSpec } from '../testing/decider-spec';
import { stockGroupDecider } from './stock-group.decider';

const spec = deciderSpec(stockGroupDecider);
const lines = [
  { productId: 1, stockId: 10, quantity: 3, stockPrice: 1250 },
  { productId: 2, stockId: 11, quantity: 2, stockPrice: 999 },
];
const data = { stockGroupId: 4, vendorId: 7, datePurchased: '2026-11-02', lines };

describe('stock group decider', () => {
  it('records the purchase with the subtotal of quantity times unit price, in cents', () => {
    spec
      .given([])
      .when({ type: 'RecordStockGroup', data })
      .then([{ type: 'StockGroupAdded', data: { ...data, subtotal: 3 * 1250 + 2 * 999 } }]);
  });

  it('refuses to record the same group twice', () => {
    spec
      .given([{ type: 'StockGroupAdded', data: { ...data, subtotal: 5748 } }])
      .when({ type: 'RecordStockGroup', data })
      .thenThrows('error.concurrency');
  });

  it('a recorded purchase is Pending; its payment status changes once per change', () => {
    const recorded = { type: 'StockGroupAdded' as const, data: { ...data, subtotal: 5748 } };
    spec
      .given([recorded])
      .when({ type: 'SetStockGroupPaymentStatus', data: { stockGroupId: 4, paymentStatus: 'Paid' } })
      .then([{ type: 'StockGroupPaymentStatusChanged', data: { stockGroupId: 4, paymentStatus: 'Paid' } }]);
    spec
      .given([recorded])
      .when({ type: 'SetStockGroupPaymentStatus', data: { stockGroupId: 4, paymentStatus: 'Pending' } })
      .then([]);
  });

  it('deletes an unpaid purchase once; a paid one refuses, a deleted one is not found', () => {
    const recorded = { type: 'StockGroupAdded' as const, data: { ...data, subtotal: 5748 } };
    const deleted = { type: 'StockGroupDeleted' as const, data: { stockGroupId: 4 } };
    spec
      .given([recorded])
      .when({ type: 'DeleteStockGroup', data: { stockGroupId: 4 } })
      .then([deleted]);
    spec
      .given([recorded, { type: 'StockGroupPaymentStatusChanged', data: { stockGroupId: 4, paymentStatus: 'Paid' } }])
      .when({ type: 'DeleteStockGroup', data: { stockGroupId: 4 } })
      .thenThrows('inventory.stockGroupPaid');
    spec
      .given([recorded, deleted])
      .when({ type: 'DeleteStockGroup', data: { stockGroupId: 4 } })
      .thenThrows('inventory.stockGroupNotFound');
    spec
      .given([])
      .when({ type: 'SetStockGroupPaymentStatus', data: { stockGroupId: 4, paymentStatus: 'Paid' } })
      .thenThrows('inventory.stockGroupNotFound');
  });
});
