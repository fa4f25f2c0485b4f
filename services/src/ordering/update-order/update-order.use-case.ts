import { actsAsStaff, orderStream, type PLACEABLE_ORDER_TYPES, type AddOrder } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type StreamRead, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { orderDecider, type OrderCommand, type PlacedOrder } from '../order.decider';
import type { OrderShipmentGroups } from '../order-shipment-groups';
import { checkAvailable, checkDeliveryAddress, checkType, chosenCustomer, pricedLines, rateKept, termsOf, termsReads, touchable } from '../order-request';
import { orderRead } from '../order-streams';
import { planDifference, stockPlanFor } from '../stock-plan';
import { recordedPlan, releases, reservations, type RecordedPlan } from '../stock-steps';

/** What changes: the whole order as Update Order sends it, or only its type (its lines and prices kept). */
export type OrderChange = { kind: 'terms'; input: AddOrder } | { kind: 'type'; typeId: (typeof PLACEABLE_ORDER_TYPES)[number] };

export interface OrderRevisionRequest {
  orderId: number;
  change: OrderChange;
  user: AuthenticatedUser;
}

/** What a run records: the stock the revision adds (given back if it never lands) and drops (given back once it lands). */
export interface OrderRevision {
  orderId: number;
  reserve: RecordedPlan;
  release: RecordedPlan;
}

/** The order as asked for: a change of type is the order revised with the same lines and prices. */
function askedOf(order: PlacedOrder, change: OrderChange): AddOrder {
  if (change.kind === 'terms') return change.input;
  const { terms } = order;
  const orderDetails = terms.lines.map(({ productId, warehouseId, quantity, unitPrice, serviceFee, caseQuantity }) => ({
    productId,
    warehouseId,
    quantity,
    unitPrice,
    serviceFee,
    caseQuantity,
  }));
  return { ...terms, typeId: change.typeId, orderDetails };
}

/** Staff may move an order to another customer; otherwise it stays with its own. */
const customerOf = (order: PlacedOrder, input: AddOrder, user: AuthenticatedUser) =>
  actsAsStaff(user, 'ordering', 'change') && input.customerId !== null ? input.customerId : order.terms.customerId;

/**
 * Update Order and Change Type: the order rebuilt from the lines asked for. Its lines keep the
 * prices it recorded unless staff type others or the currency changes; only the difference in stock
 * is reserved (before the revision is recorded) or released (after). What a customer, an invoice or
 * a departed shipment group allows is the order stream's rule, asked here before any stock moves.
 */
export function updateOrder(groups: OrderShipmentGroups): UseCase<OrderRevisionRequest, OrderRevision> {
  const touched = ({ orderId, user }: OrderRevisionRequest, states: StreamStates) => touchable(states.of(orderRead(orderId)), user);
  return {
    // The name its runs have been recorded under since the first build: a cut run is resumed by it.
    name: 'revise-order',
    reads(request, states) {
      const read = orderRead(request.orderId);
      if (!states.has(read)) return [read];
      const order = touched(request, states);
      const input = askedOf(order, request.change);
      const group: StreamRead[] = order.shipmentGroupId === null ? [] : [groups.group(order.shipmentGroupId)];
      return [...termsReads(input, customerOf(order, input, request.user)), ...group];
    },
    decide(request, states) {
      const { orderId, user } = request;
      const order = touched(request, states);
      const input = askedOf(order, request.change);
      const asked = { input, user };
      checkType(asked);
      const customerId = actsAsStaff(user, 'ordering', 'change') && input.customerId !== null ? chosenCustomer(asked, states) : order.terms.customerId;
      checkDeliveryAddress(input.deliveryAddressId, customerId, states);
      const vndPerUsd = rateKept(order, states);
      const lines = pricedLines(asked, vndPerUsd, states, input.currencyId === order.terms.currencyId ? order.terms.lines : []);
      const revise: OrderCommand = {
        type: 'ReviseOrder',
        data: { orderId, ...termsOf(asked, customerId, lines, vndPerUsd) },
        by: {
          staff: actsAsStaff(user, 'ordering', 'change'),
          groupDeparted: order.shipmentGroupId !== null && groups.departed(states.of(groups.group(order.shipmentGroupId))),
        },
      };
      // The order stream's own rule, on the order as read: refused before any stock moves.
      orderDecider.decide(revise, order);
      const difference = planDifference(stockPlanFor(order.typeId, order.terms.lines), stockPlanFor(input.typeId, lines));
      const reserve = recordedPlan(difference.reserve);
      const release = recordedPlan(difference.release);
      checkAvailable(reserve, lines, states);
      return {
        record: { orderId, reserve, release },
        before: reservations(orderId, reserve, lines),
        pivot: streamCommand('record', orderRead(orderId), revise),
        after: releases(orderId, release),
      };
    },
    owed: ({ orderId, reserve, release }) => ({
      before: reservations(orderId, reserve, []),
      pivot: { name: 'record', stream: orderStream(orderId) },
      after: releases(orderId, release),
    }),
  };
}
