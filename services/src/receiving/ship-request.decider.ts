import { conflict, notFound, type ShipRequestDetails, type ShipRequestEvent, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export type ShipRequestState =
  | { status: 'absent' }
  | { status: 'requested' | 'consolidated' | 'cancelled'; requestId: number; customerId: number; request: ShipRequestDetails; shipmentId: number | null };

export type ShipRequestCommand =
  | { type: 'RequestShipping'; data: { requestId: number; customerId: number; request: ShipRequestDetails } }
  | { type: 'CancelShipRequest'; data: { requestId: number } }
  | { type: 'ConsolidateShipRequest'; data: { requestId: number; shipmentId: number } };

export function evolveShipRequest(state: ShipRequestState, event: ShipRequestEvent): ShipRequestState {
  switch (event.type) {
    case 'ShipRequested':
      return { status: 'requested', requestId: event.data.requestId, customerId: event.data.customerId, request: event.data.request, shipmentId: null };
    case 'ShipRequestCancelled':
      return state.status === 'absent' ? state : { ...state, status: 'cancelled' };
    case 'ShipRequestConsolidated':
      return state.status === 'absent' ? state : { ...state, status: 'consolidated', shipmentId: event.data.shipmentId };
    default:
      return unhandled(event);
  }
}

/** A ship request is open until staff consolidate it into a shipment (once) or its customer cancels it. */
export function decideShipRequest(command: ShipRequestCommand, state: ShipRequestState): ShipRequestEvent[] {
  switch (command.type) {
    case 'RequestShipping':
      return opening(state, { type: 'ShipRequested', data: command.data });
    case 'CancelShipRequest':
      if (state.status === 'absent') throw notFound('receiving.requestNotFound');
      if (state.status !== 'requested') throw conflict('receiving.requestNotOpen');
      return [{ type: 'ShipRequestCancelled', data: command.data }];
    case 'ConsolidateShipRequest':
      if (state.status === 'absent') throw notFound('receiving.requestNotFound');
      if (state.status === 'consolidated' && state.shipmentId === command.data.shipmentId) return [];
      if (state.status !== 'requested') throw conflict('receiving.requestNotOpen');
      return [{ type: 'ShipRequestConsolidated', data: command.data }];
    default:
      return unhandled(command);
  }
}

export const shipRequestDecider: Decider<ShipRequestCommand, ShipRequestEvent, ShipRequestState> = {
  initialState: { status: 'absent' },
  evolve: evolveShipRequest,
  decide: decideShipRequest,
};
