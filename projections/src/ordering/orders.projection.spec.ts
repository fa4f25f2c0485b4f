import type { DomainEvent, OrderLine, OrderTerms } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { ordersProjection } from './orders.projection';

const line = (productId: number, productTitle: string, quantity: number, unitPrice: number): OrderLine => ({
  productId,
  productTitle,
  pictureId: null,
  warehouseId: 'US',
  quantity,
  unitPrice,
  serviceFee: 0,
  caseQuantity: 0,
});

const terms: OrderTerms = {
  customerId: 9,
  typeId: 'Regular',
  lines: [line(1, 'Fish sauce 500ml', 2, 450), line(2, 'Jasmine rice 5kg', 1, 1_999)],
  subtotal: 2_899,
  deliveryFee: 500,
  vatFee: 100,
  currencyId: 'UsDollar',
  deliveryAddressId: null,
  paymentInfo: null,
};

describe('orders projection', () => {
  it('lists a placed order with its total, its product titles to search, and who placed it', () => {
    const order = project(ordersProjection, recorded([{ type: 'OrderPlaced', data: { orderId: 12, ...terms } }])).get('orders/12');
    expect(order).toMatchObject({
      id: 12,
      customerId: 9,
      typeId: 'Regular',
      total: 3_499,
      productTitles: 'Fish sauce 500ml | Jasmine rice 5kg',
      invoiceId: null,
      createdBy: 'tester',
    });
    expect(order).toMatchObject({ dateCreated: '2026-11-01T10:00:00.000Z', dateUpdated: '2026-11-01T10:00:00.000Z' });
  });

  it('takes the new lines and total on revision, keeping the creation time', () => {
    const given: DomainEvent[] = [
      { type: 'OrderPlaced', data: { orderId: 12, ...terms } },
      { type: 'OrderRevised', data: { orderId: 12, ...terms, typeId: 'PlaceHolder', lines: [line(3, 'Coffee beans', 1, 1_000)], subtotal: 1_000 } },
    ];
    expect(project(ordersProjection, recorded(given)).get('orders/12')).toMatchObject({
      typeId: 'PlaceHolder',
      total: 1_600,
      productTitles: 'Coffee beans',
      dateCreated: '2026-11-01T10:00:00.000Z',
      dateUpdated: '2026-11-02T10:00:00.000Z',
    });
  });

  it('makes an unheld order Stale and links an invoice', () => {
    const given: DomainEvent[] = [
      { type: 'OrderPlaced', data: { orderId: 12, ...terms, typeId: 'PlaceHolder' } },
      { type: 'OrderUnheld', data: { orderId: 12, warehouseId: 'VN' } },
      { type: 'OrderInvoiced', data: { orderId: 12, invoiceId: 30 } },
    ];
    expect(project(ordersProjection, recorded(given)).get('orders/12')).toMatchObject({ typeId: 'Stale', invoiceId: 30 });
  });

  it('removes a deleted order, and later events about it bring nothing back', () => {
    const given: DomainEvent[] = [
      { type: 'OrderPlaced', data: { orderId: 12, ...terms } },
      { type: 'OrderDeleted', data: { orderId: 12 } },
      { type: 'OrderInvoiced', data: { orderId: 12, invoiceId: 30 } },
    ];
    expect(project(ordersProjection, recorded(given)).has('orders/12')).toBe(false);
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([
      { type: 'OrderPlaced', data: { orderId: 12, ...terms } },
      { type: 'OrderRevised', data: { orderId: 12, ...terms, subtotal: 100 } },
      { type: 'OrderPlaced', data: { orderId: 13, ...terms, typeId: 'PlaceHolder' } },
      { type: 'OrderUnheld', data: { orderId: 13, warehouseId: 'US' } },
      { type: 'OrderInvoiced', data: { orderId: 12, invoiceId: 30 } },
    ]);
    expect(project(ordersProjection, eachTwice(given))).toEqual(project(ordersProjection, given));
  });
});
