import { conflict, notFound, type PreAlertDetails, type PreAlertEvent, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export type PreAlertState =
  | { status: 'absent' }
  | { status: 'expected' | 'received' | 'cancelled'; preAlertId: number; customerId: number; details: PreAlertDetails; packageId: number | null };

export type PreAlertCommand =
  | { type: 'AddPreAlert'; data: { preAlertId: number; customerId: number; preAlert: PreAlertDetails } }
  | { type: 'UpdatePreAlert'; data: { preAlertId: number; after: PreAlertDetails } }
  | { type: 'CancelPreAlert'; data: { preAlertId: number } }
  | { type: 'MarkPreAlertReceived'; data: { preAlertId: number; packageId: number } };

export function evolvePreAlert(state: PreAlertState, event: PreAlertEvent): PreAlertState {
  switch (event.type) {
    case 'PreAlertAdded':
      return { status: 'expected', preAlertId: event.data.preAlertId, customerId: event.data.customerId, details: event.data.preAlert, packageId: null };
    case 'PreAlertUpdated':
      return state.status === 'absent' ? state : { ...state, details: event.data.after };
    case 'PreAlertCancelled':
      return state.status === 'absent' ? state : { ...state, status: 'cancelled' };
    case 'PreAlertReceived':
      return state.status === 'absent' ? state : { ...state, status: 'received', packageId: event.data.packageId };
    default:
      return unhandled(event);
  }
}

/** The pre-alert a command changes: it must exist, and only an expected one changes. */
function expected(state: PreAlertState) {
  if (state.status === 'absent') throw notFound('receiving.preAlertNotFound');
  if (state.status !== 'expected') throw conflict('receiving.preAlertNotExpected');
  return state;
}

/**
 * A pre-alert is the customer's word on a parcel coming: edited or cancelled while it is expected,
 * received once (again by the same package writes nothing).
 */
export function decidePreAlert(command: PreAlertCommand, state: PreAlertState): PreAlertEvent[] {
  switch (command.type) {
    case 'AddPreAlert':
      return opening(state, { type: 'PreAlertAdded', data: command.data });
    case 'UpdatePreAlert':
      expected(state);
      return [{ type: 'PreAlertUpdated', data: command.data }];
    case 'CancelPreAlert':
      expected(state);
      return [{ type: 'PreAlertCancelled', data: command.data }];
    case 'MarkPreAlertReceived':
      if (state.status === 'received' && state.packageId === command.data.packageId) return [];
      expected(state);
      return [{ type: 'PreAlertReceived', data: command.data }];
    default:
      return unhandled(command);
  }
}

export const preAlertDecider: Decider<PreAlertCommand, PreAlertEvent, PreAlertState> = {
  initialState: { status: 'absent' },
  evolve: evolvePreAlert,
  decide: decidePreAlert,
};
