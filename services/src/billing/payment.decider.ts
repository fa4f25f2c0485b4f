import { conflict, notFound, type PaymentEvent, type PaymentPart, type PaymentReceived, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

type Received = PaymentReceived['data'];

export type PaymentState =
  | { status: 'absent' }
  | { status: 'received'; payment: Received }
  | { status: 'settled'; payment: Received; parts: PaymentPart[] }
  | { status: 'removing'; payment: Received; parts: PaymentPart[] }
  | { status: 'removed' };

export type PaymentCommand =
  | { type: 'ReceivePayment'; data: Received }
  | { type: 'SettlePayment'; data: { paymentId: number; parts: PaymentPart[]; creditUsed: number; creditAdded: number } }
  | { type: 'RemovePayment'; data: { paymentId: number } }
  | { type: 'SettleRemoval'; data: { paymentId: number } }
  | { type: 'AbandonRemoval'; data: { paymentId: number } };

/** A payment's own stream: what was received, then that its steps are done; removal likewise. */
export const paymentDecider: Decider<PaymentCommand, PaymentEvent, PaymentState> = {
  initialState: { status: 'absent' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'PaymentReceived':
        return { status: 'received', payment: event.data };
      case 'PaymentSettled':
        return state.status === 'received' ? { status: 'settled', payment: state.payment, parts: event.data.parts } : state;
      case 'PaymentRemoved':
        return state.status === 'settled' ? { ...state, status: 'removing' } : state;
      case 'PaymentRemovalSettled':
        return { status: 'removed' };
      case 'PaymentRemovalAbandoned':
        return state.status === 'removing' ? { ...state, status: 'settled' } : state;
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReceivePayment':
        return opening(state, { type: 'PaymentReceived', data: command.data });
      case 'SettlePayment':
        return state.status === 'received' ? [{ type: 'PaymentSettled', data: command.data }] : [];
      case 'RemovePayment':
        if (state.status === 'removing') return [];
        // A payment still being applied is finished first (the resumer does it); then it can go.
        if (state.status === 'received') throw conflict('error.concurrency');
        if (state.status !== 'settled') throw notFound('billing.paymentNotFound');
        return [{ type: 'PaymentRemoved', data: command.data }];
      case 'SettleRemoval':
        return state.status === 'removing' ? [{ type: 'PaymentRemovalSettled', data: command.data }] : [];
      case 'AbandonRemoval':
        return state.status === 'removing' ? [{ type: 'PaymentRemovalAbandoned', data: command.data }] : [];
      default:
        return unhandled(command);
    }
  },
};
