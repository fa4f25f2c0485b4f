import { conflict, orderStream, type OrderEvent, type RecordedEvent } from '@cargo/contracts';
import { orderDecider } from '../../ordering/public';
import { streamCommand, streamRead, type UseCase } from '../../platform/write-model/use-case';
import { recordedBy } from '../../platform/write-model/workflow';
import { departure, groupRead, groupType, membership } from '../shipment-links';

export interface OrderToGroup {
  orderId: number;
  shipmentGroupId: number;
}

const orderRead = (orderId: number) => streamRead(orderStream(orderId), orderDecider);
const member = (orderId: number) => ({ kind: 'order', id: orderId }) as const;

/** The group the order leaves, as the order recorded its move. */
const leaving = (orderId: number) => (pivot: RecordedEvent[]) =>
  recordedBy<OrderEvent>(pivot).flatMap((event) =>
    event.type === 'OrderAddedToShipmentGroup' && event.data.previousGroupId !== null ? [departure(event.data.previousGroupId, member(orderId))] : [],
  );

/**
 * The order list's Add to Shipment Group: the order joins the group, the order records it (its stream
 * refuses a Stale order), then it leaves the group it was in. An order already in the group writes
 * nothing, and a missing group is refused.
 */
export const addOrderToShipmentGroup: UseCase<OrderToGroup, OrderToGroup> = {
  name: 'add-order-to-shipment-group',
  reads: ({ orderId, shipmentGroupId }) => [orderRead(orderId), groupRead(shipmentGroupId)],
  decide({ orderId, shipmentGroupId }, states) {
    groupType(shipmentGroupId, states);
    const order = states.of(orderRead(orderId));
    const pivot = streamCommand(
      'record',
      orderRead(orderId),
      { type: 'AddToShipmentGroup', data: { orderId, shipmentGroupId } },
      // The order's own refusal, in the words of the order list's action.
      { refusal: (error) => (error.code === 'ordering.staleCannotChange' ? conflict('shipping.staleOrder') : error) },
    );
    const record = { orderId, shipmentGroupId };
    if (order.status === 'placed' && order.shipmentGroupId === shipmentGroupId) return { record, before: [], pivot, after: [] };
    const previous = order.status === 'placed' ? order.shipmentGroupId : null;
    return { record, before: [membership(shipmentGroupId, member(orderId))], pivot, after: previous === null ? [] : [departure(previous, member(orderId))] };
  },
  owed: (record) => ({
    before: [membership(record.shipmentGroupId, member(record.orderId))],
    pivot: { name: 'record', stream: orderStream(record.orderId) },
    after: leaving(record.orderId),
  }),
};
