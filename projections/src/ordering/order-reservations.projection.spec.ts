import type { DomainEvent } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { orderReservationsProjection, type OrderReservationDoc } from './order-reservations.projection';

describe('order reservations projection', () => {
  const reserved: DomainEvent = { type: 'StockReserved', data: { productId: 3, orderId: 9, moves: [{ warehouseId: 'US', quantity: 4, held: false }, { warehouseId: 'VN', quantity: 1, held: true }] } };

  it('tracks what an unrecorded order holds, by product, warehouse and hold', () => {
    const doc = project(orderReservationsProjection, recorded([reserved])).get('order_reservations/9') as OrderReservationDoc;
    expect(doc.recorded).toBe(false);
    expect(Object.values(doc.holdings)).toEqual([
      { productId: 3, warehouseId: 'US', held: false, units: 4 },
      { productId: 3, warehouseId: 'VN', held: true, units: 1 },
    ]);
  });

  it('marks the order recorded once placed, and nets out what is released', () => {
    const placed: DomainEvent = { type: 'OrderPlaced', data: { orderId: 9 } };
    const released: DomainEvent = { type: 'StockReleased', data: { productId: 3, orderId: 9, moves: [{ warehouseId: 'US', quantity: 4, held: false }] } };
    const doc = project(orderReservationsProjection, recorded([reserved, placed, released])).get('order_reservations/9') as OrderReservationDoc;
    expect(doc.recorded).toBe(true);
    expect(Object.values(doc.holdings).map((holding) => holding.units)).toEqual([0, 1]);
  });
});
