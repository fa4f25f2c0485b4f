import {
  actsAsStaff,
  deliveryAddressStream,
  forbidden,
  invalid,
  notFound,
  orderSubtotal,
  type FieldError,
  type OrderLine,
  type OrderTerms,
  type AddOrder,
  type Warehouse,
} from '@cargo/contracts';
import { isListed } from '../catalog/public';
import { customerRead } from '../customers/public';
import { shortfall } from '../inventory/public';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { streamRead, type StreamRead, type StreamStates } from '../platform/write-model/use-case';
import { exchangeRatesRead, vndPerUsdOn } from '../settings/public';
import { deliveryAddressDecider } from './delivery-address.decider';
import { checkTotals, priceLine } from './order-pricing';
import type { OrderState, PlacedOrder } from './order.decider';
import { productRead } from './order-streams';
import { lowStock, type RecordedPlan } from './stock-steps';

/**
 * An order as asked for (Add Order, Update Order), by whom, and the day it is asked on (the rate in
 * force that day converts a new order's prices): what placing and revising decide from, with the
 * streams they read. Everything here is pure; the runner reads the streams.
 */
export interface OrderRequest {
  input: AddOrder;
  user: AuthenticatedUser;
  today: string;
}

export const addressRead = (addressId: number) => streamRead(deliveryAddressStream(addressId), deliveryAddressDecider);

/** Staff order for the customer they choose; a customer always for their own account (null: nobody yet). */
export const customerAsked = ({ input, user }: Pick<OrderRequest, 'input' | 'user'>): number | null =>
  actsAsStaff(user, 'ordering', 'change') ? input.customerId : user.customerId;

/** The streams an order's terms are decided from: its customer, its delivery address, the rates and each product on its lines. */
export function termsReads(input: AddOrder, customerId: number | null): StreamRead[] {
  return [
    ...(customerId === null ? [] : [customerRead(customerId)]),
    ...(input.deliveryAddressId === null ? [] : [addressRead(input.deliveryAddressId)]),
    exchangeRatesRead,
    ...input.orderDetails.map((line) => productRead(line.productId)),
  ];
}

/** On hold (PlaceHolder) is for staff: a customer asking for it is refused. */
export function checkType({ input, user }: Pick<OrderRequest, 'input' | 'user'>): void {
  if (input.typeId === 'PlaceHolder' && !actsAsStaff(user, 'ordering', 'change')) throw forbidden('ordering.placeHolderStaffOnly');
}

/** The customer an order is for: staff's choice must be an open customer; a customer's own account must exist. */
export function chosenCustomer(request: Pick<OrderRequest, 'input' | 'user'>, states: StreamStates): number {
  const customerId = customerAsked(request);
  const staff = actsAsStaff(request.user, 'ordering', 'change');
  // A staff account provisioned without a customer account has nobody to order for.
  if (customerId === null) throw invalid('error.invalidInput', [{ path: 'customerId', code: staff ? 'validation.required' : 'customers.customerNotFound' }]);
  if (staff && states.of(customerRead(customerId)).status !== 'open')
    throw invalid('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
  return customerId;
}

/** A delivery address must be one of the customer's own addresses (an order's, a ship request's: `path` names the field). */
export function checkDeliveryAddress(addressId: number | null, customerId: number, states: StreamStates, path = 'deliveryAddressId'): void {
  if (addressId === null) return;
  const address = states.of(addressRead(addressId));
  const customer = states.of(customerRead(customerId));
  const owned = address.status === 'active' && customer.status === 'open' && customer.userId !== null && address.userId === customer.userId;
  if (!owned) throw invalid('error.invalidInput', [{ path, code: 'ordering.addressNotFound' }]);
}

/** The rate a placed order converts at: the one it kept, or the first rate for an order from before rates were dated (a rate set later never reprices it). */
export function rateKept(order: PlacedOrder, states: StreamStates): number {
  return order.terms.vndPerUsd ?? vndPerUsdOn(states, '0000-01-01');
}

/**
 * Order lines priced by the server (see `priceLine`), with the product's title and picture,
 * refusing products that cannot be sold; a line of `recorded` (the order being revised, in the
 * same currency) keeps its price.
 */
export function pricedLines(
  { input, user }: Pick<OrderRequest, 'input' | 'user'>,
  vndPerUsd: number,
  states: StreamStates,
  recorded: readonly OrderLine[] = [],
): OrderLine[] {
  const fields: FieldError[] = [];
  const lines: OrderLine[] = [];
  const byStaff = actsAsStaff(user, 'ordering', 'change');
  for (const [index, line] of input.orderDetails.entries()) {
    const state = states.of(productRead(line.productId));
    if (!isListed(state) || !state.details.isActive) {
      fields.push({ path: `orderDetails.${index}.productId`, code: 'ordering.productUnavailable' });
      continue;
    }
    const { title, pictureId, currencyId, retailPrice, discount, serviceFee, unitPerCase } = state.details;
    const product = { productId: line.productId, title, pictureId, currencyId, salePrice: retailPrice - discount, serviceFee, unitPerCase };
    const kept = recorded.find((was) => was.productId === line.productId && was.warehouseId === line.warehouseId) ?? null;
    lines.push(priceLine(product, line, input.currencyId, vndPerUsd, byStaff, kept));
  }
  if (fields.length > 0) throw invalid('error.invalidInput', fields);
  return lines;
}

/** The order's terms. Fees and payment info are staff's to set; a customer's are ignored. */
export function termsOf({ input, user }: Pick<OrderRequest, 'input' | 'user'>, customerId: number, lines: OrderLine[], vndPerUsd: number): OrderTerms {
  const byStaff = actsAsStaff(user, 'ordering', 'change');
  const deliveryFee = byStaff ? input.deliveryFee : 0;
  const vatFee = byStaff ? input.vatFee : 0;
  checkTotals(lines, deliveryFee + vatFee);
  return {
    customerId,
    typeId: input.typeId,
    lines,
    subtotal: orderSubtotal(lines),
    deliveryFee,
    vatFee,
    currencyId: input.currencyId,
    deliveryAddressId: input.deliveryAddressId,
    paymentInfo: byStaff ? input.paymentInfo : null,
    vndPerUsd,
  };
}

/**
 * Names every line whose product lacks the units the plan asks for, so the refusal names them all
 * before anything is written; each product's stream refuses again on its own when reserved.
 */
export function checkAvailable(plan: RecordedPlan, lines: Pick<OrderLine, 'productId' | 'warehouseId'>[], states: StreamStates): void {
  const short = new Set<string>();
  for (const [productId, moves] of plan) {
    const missing = shortfall(states.of(productRead(productId)), moves);
    for (const warehouse of ['US', 'VN'] as Warehouse[]) if (missing[warehouse] > 0) short.add(`${productId}|${warehouse}`);
  }
  if (short.size > 0) throw lowStock(lines, short);
}

/** A placed order the caller may touch: staff any, a customer only their own (anything else is "not found"). */
export function touchable(state: OrderState, user: AuthenticatedUser): PlacedOrder {
  if (state.status !== 'placed' || !(actsAsStaff(user, 'ordering', 'change') || state.terms.customerId === user.customerId))
    throw notFound('ordering.orderNotFound');
  return state;
}
