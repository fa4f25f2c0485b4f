import type { OrderEvent, OrderTerms } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider } from './order.decider';

const spec = deciderSpec(orderDecider);
const terms = (typeId: OrderTerms['typeId']): OrderTerms => ({
  customerId: 4,
  typeId,
  lines: [{ productId: 1, productTitle: 'Fish oil softgels', pictureId: null, warehouseId: 'US', quantity: 2, unitPrice: 1000, serviceFee: 0, caseQuantity: 0 }],
  subtotal: 2000,
  deliveryFee: 0,
  vatFee: 0,
  currencyId: 'UsDollar',
  deliveryAddressId: null,
  paymentInfo: null,
});
const placed = (typeId: OrderTerms['typeId']): OrderEvent => ({ type: 'OrderPlaced', data: { orderId: 9, ...terms(typeId) } });
const unheld: OrderEvent = { type: 'OrderUnheld', data: { orderId: 9, warehouseId: 'VN' } };
const invoiced: OrderEvent = { type: 'OrderInvoiced', data: { orderId: 9, invoiceId: 3 } };

describe('order decider', () => {
  describe('when no order exists', () => {
    it('places it (OrderPlaced)', () => {
      spec.given([]).when({ type: 'PlaceOrder', data: { orderId: 9, ...terms('Regular') } }).then([placed('Regular')]);
    });

    it('answers "order not found" to everything else', () => {
      spec.given([]).when({ type: 'DeleteOrder', data: { orderId: 9 } }).thenThrows('ordering.orderNotFound');
      spec.given([]).when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } }).thenThrows('ordering.orderNotFound');
      spec.given([]).when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Regular') } }).thenThrows('ordering.orderNotFound');
    });
  });

  describe('when Regular', () => {
    it('is revised, deleted, but not unheld', () => {
      spec.given([placed('Regular')]).when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Preorder') } }).then([{ type: 'OrderRevised', data: { orderId: 9, ...terms('Preorder') } }]);
      spec.given([placed('Regular')]).when({ type: 'DeleteOrder', data: { orderId: 9 } }).then([{ type: 'OrderDeleted', data: { orderId: 9 } }]);
      spec.given([placed('Regular')]).when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } }).thenThrows('ordering.onlyPlaceHolderUnholds');
    });

    it('cannot be deleted once invoiced', () => {
      spec.given([placed('Regular'), invoiced]).when({ type: 'DeleteOrder', data: { orderId: 9 } }).thenThrows('ordering.invoicedCannotDelete');
    });
  });

  describe('when PlaceHolder (on hold)', () => {
    it('is unheld to a chosen warehouse (OrderUnheld)', () => {
      spec.given([placed('PlaceHolder')]).when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } }).then([unheld]);
    });
  });

  describe('when Stale (unheld)', () => {
    it('cannot be deleted, revised or unheld again', () => {
      spec.given([placed('PlaceHolder'), unheld]).when({ type: 'DeleteOrder', data: { orderId: 9 } }).thenThrows('ordering.staleCannotChange');
      spec.given([placed('PlaceHolder'), unheld]).when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Regular') } }).thenThrows('ordering.staleCannotChange');
      spec.given([placed('PlaceHolder'), unheld]).when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'US' } }).thenThrows('ordering.onlyPlaceHolderUnholds');
    });
  });

  describe('when Preorder', () => {
    it('is deleted and cannot be unheld', () => {
      spec.given([placed('Preorder')]).when({ type: 'DeleteOrder', data: { orderId: 9 } }).then([{ type: 'OrderDeleted', data: { orderId: 9 } }]);
      spec.given([placed('Preorder')]).when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'US' } }).thenThrows('ordering.onlyPlaceHolderUnholds');
    });
  });

  describe('when deleted', () => {
    it('is "not found"', () => {
      spec.given([placed('Regular'), { type: 'OrderDeleted', data: { orderId: 9 } }]).when({ type: 'DeleteOrder', data: { orderId: 9 } }).thenThrows('ordering.orderNotFound');
    });
  });
});
