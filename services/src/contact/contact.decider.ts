import { conflict, type ContactEvent, type ContactMessage } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

export type ContactState = { status: 'absent' } | { status: 'received' };
export type ContactCommand = { type: 'ReceiveContactMessage'; data: { messageId: number; message: ContactMessage } };

/** A contact message is written once and never changed: the business reads what the visitor sent. */
export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ContactMessageReceived':
        return { status: 'received' };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ReceiveContactMessage':
        if (state.status !== 'absent') throw conflict('error.concurrency');
        return [{ type: 'ContactMessageReceived', data: command.data }];
      default: {
        const unhandled: never = command.type;
        return unhandled;
      }
    }
  },
};
