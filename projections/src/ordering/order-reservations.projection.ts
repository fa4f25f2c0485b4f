import type { OrderEvent, RecordedEvent, ReservationEvent, StockMove, Warehouse } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const ORDER_RESERVATIONS = 'order_reservations';

/** Units one order holds on each product, by warehouse and whether they are on hold. */
export interface OrderReservationDoc {
  id: number;
  /** Whether OrderPlaced was ever recorded for it: stock held for an order never recorded is a leak. */
  recorded: boolean;
  lastChange: string;
  holdings: Record<string, { productId: number; warehouseId: Warehouse; held: boolean; units: number }>;
}

const keyOf = (productId: number, move: StockMove) => `${productId}|${move.warehouseId}|${move.held ? 1 : 0}`;

export const orderReservationsProjection = projection<ReservationEvent | OrderEvent>({
  name: 'order-reservations',
  collections: [ORDER_RESERVATIONS],
  // The sweeper looks for reservations of orders never recorded, oldest first.
  indexes: [{ collection: ORDER_RESERVATIONS, indexes: [['recorded', 'lastChange']] }],
  handles: ['StockReserved', 'StockReleased', 'OrderPlaced'],
  changes: (event) => {
    const recorded = event;
    return [change<OrderReservationDoc>(ORDER_RESERVATIONS, recorded.data.orderId, (doc) => evolveReservations(doc, recorded))];
  },
});

export function evolveReservations(doc: OrderReservationDoc | null, event: RecordedEvent<ReservationEvent | OrderEvent>): OrderReservationDoc {
  const current = doc ?? { id: event.data.orderId, recorded: false, lastChange: event.metadata.timestamp, holdings: {} };
  if (event.type === 'OrderPlaced') return { ...current, recorded: true };
  if (event.type !== 'StockReserved' && event.type !== 'StockReleased') return current;
  const direction = event.type === 'StockReserved' ? 1 : -1;
  const holdings = { ...current.holdings };
  for (const move of event.data.moves) {
    const key = keyOf(event.data.productId, move);
    const before = holdings[key]?.units ?? 0;
    holdings[key] = { productId: event.data.productId, warehouseId: move.warehouseId, held: move.held, units: before + direction * move.quantity };
  }
  return { ...current, holdings, lastChange: event.metadata.timestamp };
}
