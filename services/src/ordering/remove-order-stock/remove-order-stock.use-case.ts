import { orderStream, type Warehouse } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import type { OrderCommand } from '../order.decider';
import type { OrderShipmentGroups } from '../order-shipment-groups';
import { touchable } from '../order-request';
import { orderRead } from '../order-streams';
import { stockPlanFor, unholdPlan } from '../stock-plan';
import { recordedPlan, releases, type RecordedPlan } from '../stock-steps';

/** Delete the order, or unhold it to a warehouse (OrderUnheld: it becomes Stale). */
export type OrderRemoval = { type: 'DeleteOrder' } | { type: 'UnholdOrder'; warehouseId: Warehouse };

export interface OrderRemovalRequest {
  orderId: number;
  removal: OrderRemoval;
  user: AuthenticatedUser;
}

/** What a run records: the decision, the stock the order gives back, and the group it leaves. */
export interface OrderStockRemoval {
  orderId: number;
  decision: OrderRemoval;
  release: RecordedPlan;
  shipmentGroupId: number | null;
}

const commandOf = (orderId: number, removal: OrderRemoval): OrderCommand =>
  removal.type === 'DeleteOrder' ? { type: 'DeleteOrder', data: { orderId } } : { type: 'UnholdOrder', data: { orderId, warehouseId: removal.warehouseId } };

/**
 * Delete Order and Unhold: the decision is recorded on the order's stream first (its rule refuses
 * a Stale or invoiced order, or unholding what is not on hold); then its stock goes back (to the
 * chosen warehouse when unheld) and a deleted order leaves its shipment group.
 */
export function removeOrderStock(groups: OrderShipmentGroups): UseCase<OrderRemovalRequest, OrderStockRemoval> {
  const steps = ({ orderId, decision, release, shipmentGroupId }: OrderStockRemoval) => ({
    before: [],
    pivot: streamCommand('record', orderRead(orderId), commandOf(orderId, decision)),
    after: [...releases(orderId, release), ...(shipmentGroupId === null ? [] : [groups.departure(shipmentGroupId, orderId)])],
  });
  return {
    name: 'remove-order-stock',
    reads: ({ orderId }) => [orderRead(orderId)],
    decide({ orderId, removal, user }, states) {
      const order = touchable(states.of(orderRead(orderId)), user);
      const held = stockPlanFor(order.typeId, order.terms.lines);
      const release = recordedPlan(removal.type === 'DeleteOrder' ? held : unholdPlan(held, removal.warehouseId));
      // Only a deletion takes the order out of its group: an unheld order travels on.
      const record = { orderId, decision: removal, release, shipmentGroupId: removal.type === 'DeleteOrder' ? order.shipmentGroupId : null };
      return { record, ...steps(record) };
    },
    owed: (record) => ({ ...steps(record), pivot: { name: 'record', stream: orderStream(record.orderId) } }),
  };
}
