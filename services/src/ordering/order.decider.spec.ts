import type { OrderEvent, OrderTerms } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { orderDecider } from './order.decider';

const spec = deciderSpec(orderDecider);
const terms = (typeId: OrderTerms['typeId']): OrderTerms => ({
  customerId: 4,
  typeId,
  lines: [
    { productId: 1, productTitle: 'Fish oil softgels', pictureId: null, warehouseId: 'US', quantity: 2, unitPrice: 1000, serviceFee: 0, caseQuantity: 0 },
  ],
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
const grouped: OrderEvent = { type: 'OrderAddedToShipmentGroup', data: { orderId: 9, shipmentGroupId: 5, previousGroupId: null } };
const customer = { staff: false, groupDeparted: false };
const staff = { staff: true, groupDeparted: false };
const staffAfterDeparture = { staff: true, groupDeparted: true };
const customerAfterDeparture = { staff: false, groupDeparted: true };
/** The same order with 60 units instead of 2 (what an invoice billed or a departed group carries). */
const moreUnits = (): OrderTerms => ({ ...terms('Regular'), lines: [{ ...terms('Regular').lines[0], quantity: 60 }], subtotal: 60_000 });
/** The same billed lines, delivered elsewhere. */
const elsewhere = (): OrderTerms => ({ ...terms('Regular'), deliveryAddressId: 12, paymentInfo: { amount: 1000, referenceNumber: 'VCB-1' } });
const revised = (next: OrderTerms): OrderEvent => ({ type: 'OrderRevised', data: { orderId: 9, ...next } });

describe('order decider', () => {
  describe('when no order exists', () => {
    it('places it (OrderPlaced)', () => {
      spec
        .given([])
        .when({ type: 'PlaceOrder', data: { orderId: 9, ...terms('Regular') } })
        .then([placed('Regular')]);
    });

    it('answers "order not found" to everything else', () => {
      spec
        .given([])
        .when({ type: 'DeleteOrder', data: { orderId: 9 } })
        .thenThrows('ordering.orderNotFound');
      spec
        .given([])
        .when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } })
        .thenThrows('ordering.orderNotFound');
      spec
        .given([])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Regular') }, by: staff })
        .thenThrows('ordering.orderNotFound');
    });
  });

  describe('when Regular', () => {
    it('is revised, deleted, but not unheld', () => {
      spec
        .given([placed('Regular')])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Preorder') }, by: customer })
        .then([{ type: 'OrderRevised', data: { orderId: 9, ...terms('Preorder') } }]);
      spec
        .given([placed('Regular')])
        .when({ type: 'DeleteOrder', data: { orderId: 9 } })
        .then([{ type: 'OrderDeleted', data: { orderId: 9 } }]);
      spec
        .given([placed('Regular')])
        .when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } })
        .thenThrows('ordering.onlyPlaceHolderUnholds');
    });

    it('cannot be deleted once invoiced', () => {
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'DeleteOrder', data: { orderId: 9 } })
        .thenThrows('ordering.invoicedCannotDelete');
    });
  });

  describe('when PlaceHolder (on hold)', () => {
    it('is unheld to a chosen warehouse (OrderUnheld)', () => {
      spec
        .given([placed('PlaceHolder')])
        .when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'VN' } })
        .then([unheld]);
    });
  });

  describe('when Stale (unheld)', () => {
    it('cannot be deleted, revised or unheld again', () => {
      spec
        .given([placed('PlaceHolder'), unheld])
        .when({ type: 'DeleteOrder', data: { orderId: 9 } })
        .thenThrows('ordering.staleCannotChange');
      spec
        .given([placed('PlaceHolder'), unheld])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Regular') }, by: staff })
        .thenThrows('ordering.staleCannotChange');
      spec
        .given([placed('PlaceHolder'), unheld])
        .when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'US' } })
        .thenThrows('ordering.onlyPlaceHolderUnholds');
    });
  });

  describe('when Preorder', () => {
    it('is deleted and cannot be unheld', () => {
      spec
        .given([placed('Preorder')])
        .when({ type: 'DeleteOrder', data: { orderId: 9 } })
        .then([{ type: 'OrderDeleted', data: { orderId: 9 } }]);
      spec
        .given([placed('Preorder')])
        .when({ type: 'UnholdOrder', data: { orderId: 9, warehouseId: 'US' } })
        .thenThrows('ordering.onlyPlaceHolderUnholds');
    });
  });

  describe('when deleted', () => {
    it('is "not found"', () => {
      spec
        .given([placed('Regular'), { type: 'OrderDeleted', data: { orderId: 9 } }])
        .when({ type: 'DeleteOrder', data: { orderId: 9 } })
        .thenThrows('ordering.orderNotFound');
    });
  });

  // An invoice is paid on its own stream: a paid order is an invoiced one, and the same rules hold.
  describe('when invoiced (paid or not)', () => {
    it('a customer changes nothing', () => {
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: customer })
        .thenThrows('ordering.invoicedCannotChange');
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...elsewhere() }, by: customer })
        .thenThrows('ordering.invoicedCannotChange');
    });

    it('staff change where it goes and how it is paid, never what was billed (lines, type, customer, currency)', () => {
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...elsewhere() }, by: staff })
        .then([revised(elsewhere())]);
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: staff })
        .thenThrows('ordering.invoicedCannotChange');
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Preorder') }, by: staff })
        .thenThrows('ordering.invoicedCannotChange');
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Regular'), customerId: 5 }, by: staff })
        .thenThrows('ordering.invoicedCannotChange');
      spec
        .given([placed('Regular'), invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Regular'), currencyId: 'VietDong' }, by: staff })
        .thenThrows('ordering.invoicedCannotChange');
    });

    it('can change again once its invoice is removed', () => {
      const removed: OrderEvent = { type: 'OrderInvoiceRemoved', data: { orderId: 9, invoiceId: 3 } };
      spec
        .given([placed('Regular'), invoiced, removed])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: customer })
        .then([revised(moreUnits())]);
    });
  });

  describe('when in a shipment group', () => {
    it('a customer changes nothing, departed or not', () => {
      spec
        .given([placed('Regular'), grouped])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: customer })
        .thenThrows('ordering.inShipmentGroupCannotChange');
      spec
        .given([placed('Regular'), grouped])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...elsewhere() }, by: customerAfterDeparture })
        .thenThrows('ordering.inShipmentGroupCannotChange');
    });

    it('staff change it freely before the group departs', () => {
      spec
        .given([placed('Regular'), grouped])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: staff })
        .then([revised(moreUnits())]);
    });

    it('once the group departed, staff change only where it goes and how it is paid', () => {
      spec
        .given([placed('Regular'), grouped])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: staffAfterDeparture })
        .thenThrows('ordering.departedCannotChange');
      spec
        .given([placed('Regular'), grouped])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...terms('Preorder') }, by: staffAfterDeparture })
        .thenThrows('ordering.departedCannotChange');
      spec
        .given([placed('Regular'), grouped])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...elsewhere() }, by: staffAfterDeparture })
        .then([revised(elsewhere())]);
    });

    it('invoiced, paid and departed: the invoice rule speaks first', () => {
      spec
        .given([placed('Regular'), grouped, invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: staffAfterDeparture })
        .thenThrows('ordering.invoicedCannotChange');
      spec
        .given([placed('Regular'), grouped, invoiced])
        .when({ type: 'ReviseOrder', data: { orderId: 9, ...moreUnits() }, by: customer })
        .thenThrows('ordering.invoicedCannotChange');
    });
  });
});
