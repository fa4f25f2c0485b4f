import { conflict, notFound, type OrderEvent, type OrderTerms, type OrderType, type Warehouse } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

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
  | { type: 'ReviseOrder'; data: { orderId: number } & OrderTerms }
  | { type: 'DeleteOrder'; data: { orderId: number } }
  | { type: 'UnholdOrder'; data: { orderId: number; warehouseId: Warehouse } }
  | { type: 'AddToShipmentGroup'; data: { orderId: number; shipmentGroupId: number } }
  | { type: 'InvoiceOrder'; data: { orderId: number; invoiceId: number } }
  | { type: 'RemoveOrderInvoice'; data: { orderId: number; invoiceId: number } };

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
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

function placed(state: OrderState): PlacedOrder {
  if (state.status !== 'placed') throw notFound('ordering.orderNotFound');
  return state;
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      if (state.status !== 'absent') throw conflict('error.concurrency');
      return [{ type: 'OrderPlaced', data: command.data }];
    case 'ReviseOrder':
      if (placed(state).typeId === 'Stale') throw conflict('ordering.staleCannotChange');
      return [{ type: 'OrderRevised', data: command.data }];
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
      if (order.invoiceId !== null) throw conflict('billing.alreadyInvoiced');
      if (order.typeId !== 'Regular') throw conflict('billing.onlyRegularOrders');
      return [{ type: 'OrderInvoiced', data: command.data }];
    }
    case 'RemoveOrderInvoice':
      return state.status === 'placed' && state.invoiceId === command.data.invoiceId ? [{ type: 'OrderInvoiceRemoved', data: command.data }] : [];
    case 'AddToShipmentGroup': {
      const order = placed(state);
      if (order.typeId === 'Stale') throw conflict('shipping.staleOrder');
      if (order.shipmentGroupId === command.data.shipmentGroupId) return [];
      return [{ type: 'OrderAddedToShipmentGroup', data: { ...command.data, previousGroupId: order.shipmentGroupId } }];
    }
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = { initialState: { status: 'absent' }, evolve: evolveOrder, decide: decideOrder };
