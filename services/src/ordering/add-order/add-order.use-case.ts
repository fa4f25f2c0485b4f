import { orderStream } from '@cargo/contracts';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import {
  checkAvailable,
  checkDeliveryAddress,
  checkType,
  chosenCustomer,
  customerAsked,
  pricedLines,
  termsOf,
  termsReads,
  type OrderRequest,
} from '../order-request';
import { vndPerUsdOn } from '../../settings/public';
import { orderRead } from '../order-streams';
import { stockPlanFor } from '../stock-plan';
import { recordedPlan, reservations, type RecordedPlan } from '../stock-steps';

/** What a run records: the new order and the stock it takes (what a run cut before the order is recorded gives back). */
export interface NewOrder {
  orderId: number;
  plan: RecordedPlan;
}

/**
 * Add Order: priced by the server at today's rate, for the customer the caller may order for,
 * delivered to one of that customer's addresses. Its stock is reserved on each product's stream
 * before the order is recorded (never oversell); a short product, or a run cut before the order is
 * recorded, gives back what was reserved.
 */
export const addOrder: UseCase<OrderRequest, NewOrder> = {
  // The name its runs have been recorded under since the first build: a cut run is resumed by it.
  name: 'place-order',
  opens: 'order',
  reads: (request) => termsReads(request.input, customerAsked(request)),
  decide(request, states) {
    checkType(request);
    const customerId = chosenCustomer(request, states);
    checkDeliveryAddress(request.input.deliveryAddressId, customerId, states);
    const vndPerUsd = vndPerUsdOn(states, request.today);
    const lines = pricedLines(request, vndPerUsd, states);
    const terms = termsOf(request, customerId, lines, vndPerUsd);
    const plan = recordedPlan(stockPlanFor(request.input.typeId, lines));
    checkAvailable(plan, lines, states);
    return (orderId) => ({
      record: { orderId, plan },
      before: reservations(orderId, plan, lines),
      pivot: streamCommand('record', orderRead(orderId), { type: 'PlaceOrder', data: { orderId, ...terms } }),
      after: [],
    });
  },
  owed: ({ orderId, plan }) => ({ before: reservations(orderId, plan, []), pivot: { name: 'record', stream: orderStream(orderId) }, after: [] }),
};
