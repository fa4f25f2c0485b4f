import { unhandled } from '@cargo/contracts';
import type { NotificationsStartEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** The marker's stream: whether emails have begun. */
export const notificationsStartDecider: Decider<{ type: 'StartNotifications'; data: { from: string } }, NotificationsStartEvent, { started: boolean }> = {
  initialState: { started: false },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'NotificationsStarted':
        return { started: true };
      default:
        return unhandled(event.type);
    }
  },
  // Once per store: every later start finds it begun.
  decide: (command, state) => (state.started ? [] : [{ type: 'NotificationsStarted', data: command.data }]),
};
