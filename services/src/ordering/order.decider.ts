import { conflict, notFound, type OrderEvent, type OrderTerms, type OrderType, type Warehouse, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export interface PlacedOrder {
  status: 'placed';
  orderId: number;
  typeId: OrderType;
  terms: OrderTerms;
  invoiceId: number | null;
  shipmentGroupId: number | null;
}

export type OrderState = { status: 'absent' } | PlacedOrder | { status: 'deleted'; orderId: number };

export type OrderCommand =
  | { type: 'PlaceOrder'; data: { orderId: number } & OrderTerms }
  | { type: 'ReviseOrder'; data: { orderId: number } & OrderTerms; by: Reviser }
  | { type: 'DeleteOrder'; data: { orderId: number } }
  | { type: 'UnholdOrder'; data: { orderId: number; warehouseId: Warehouse } }
  | { type: 'AddToShipmentGroup'; data: { orderId: number; shipmentGroupId: number } }
  | { type: 'InvoiceOrder'; data: { orderId: number; invoiceId: number } }
  | { type: 'RemoveOrderInvoice'; data: { orderId: number; invoiceId: number } };

/**
 * Who revises and what the order's shipment group says (read from the group's stream): a customer
 * changes an order only while nobody works on it; staff keep what was billed or shipped as it was.
 */
export interface Reviser {
  staff: boolean;
  /** The order's group has moved past New (departed, arrived, closed). */
  groupDeparted: boolean;
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId, ...terms } = event.data;
      return { status: 'placed', orderId, typeId: terms.typeId, terms, invoiceId: null, shipmentGroupId: null };
    }
    case 'OrderRevised': {
      if (state.status !== 'placed') return state;
      const { orderId: _orderId, ...terms } = event.data;
      return { ...state, typeId: terms.typeId, terms };
    }
    case 'OrderDeleted':
      return { status: 'deleted', orderId: event.data.orderId };
    case 'OrderUnheld':
      return state.status === 'placed' ? { ...state, typeId: 'Stale' } : state;
    case 'OrderInvoiced':
      return state.status === 'placed' ? { ...state, invoiceId: event.data.invoiceId } : state;
    case 'OrderInvoiceRemoved':
      return state.status === 'placed' ? { ...state, invoiceId: null } : state;
    case 'OrderAddedToShipmentGroup':
      return state.status === 'placed' ? { ...state, shipmentGroupId: event.data.shipmentGroupId } : state;
    default:
      return unhandled(event);
  }
}

function placed(state: OrderState): PlacedOrder {
  if (state.status !== 'placed') throw notFound('ordering.orderNotFound');
  return state;
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return opening(state, { type: 'OrderPlaced', data: command.data });
    case 'ReviseOrder': {
      const order = placed(state);
      if (order.typeId === 'Stale') throw conflict('ordering.staleCannotChange');
      const { staff, groupDeparted } = command.by;
      if (order.invoiceId !== null && (!staff || billedTermsChange(order.terms, command.data))) throw conflict('ordering.invoicedCannotChange');
      if (order.shipmentGroupId !== null && !staff) throw conflict('ordering.inShipmentGroupCannotChange');
      if (order.shipmentGroupId !== null && groupDeparted && billedTermsChange(order.terms, command.data)) throw conflict('ordering.departedCannotChange');
      return [{ type: 'OrderRevised', data: command.data }];
    }
    case 'DeleteOrder': {
      const order = placed(state);
      if (order.typeId === 'Stale') throw conflict('ordering.staleCannotChange');
      if (order.invoiceId !== null) throw conflict('ordering.invoicedCannotDelete');
      return [{ type: 'OrderDeleted', data: command.data }];
    }
    case 'UnholdOrder':
      if (placed(state).typeId !== 'PlaceHolder') throw conflict('ordering.onlyPlaceHolderUnholds');
      return [{ type: 'OrderUnheld', data: command.data }];
    case 'InvoiceOrder': {
      const order = placed(state);
      if (order.invoiceId === command.data.invoiceId) return [];
      if (order.invoiceId !== null) throw conflict('ordering.alreadyInvoiced');
      if (order.typeId !== 'Regular') throw conflict('ordering.onlyRegularInvoiced');
      return [{ type: 'OrderInvoiced', data: command.data }];
    }
    case 'RemoveOrderInvoice':
      return state.status === 'placed' && state.invoiceId === command.data.invoiceId ? [{ type: 'OrderInvoiceRemoved', data: command.data }] : [];
    case 'AddToShipmentGroup': {
      const order = placed(state);
      if (order.typeId === 'Stale') throw conflict('ordering.staleCannotChange');
      if (order.shipmentGroupId === command.data.shipmentGroupId) return [];
      return [{ type: 'OrderAddedToShipmentGroup', data: { ...command.data, previousGroupId: order.shipmentGroupId } }];
    }
    default:
      return unhandled(command);
  }
}

/**
 * Whether a revision touches what an invoice bills or a departed group carries: the customer, the
 * type, the currency, the lines (products, warehouses, quantities, prices) and the fees. A delivery
 * address or payment note may still change.
 */
function billedTermsChange(was: OrderTerms, next: OrderTerms): boolean {
  const billed = ({ customerId, typeId, currencyId, lines, subtotal, deliveryFee, vatFee }: OrderTerms) =>
    JSON.stringify([
      customerId,
      typeId,
      currencyId,
      subtotal,
      deliveryFee,
      vatFee,
      lines.map((line) => [line.productId, line.warehouseId, line.quantity, line.unitPrice, line.serviceFee, line.caseQuantity]),
    ]);
  return billed(was) !== billed(next);
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = { initialState: { status: 'absent' }, evolve: evolveOrder, decide: decideOrder };
