import { conflict, DEFAULT_STORE_ID, DEFAULT_STORE_NAME, type StoreEvent } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

export type StoreState = { status: 'absent' } | { status: 'registered'; name: string };
export type StoreCommand =
  | { type: 'SeedDefaultStore'; data: Record<string, never> }
  | { type: 'RegisterStore'; data: { storeId: number; name: string; userId: number } };

export const storeDecider: Decider<StoreCommand, StoreEvent, StoreState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'StoreRegistered':
        return { status: 'registered', name: event.data.name };
      default: {
        const unhandled: never = event.type;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SeedDefaultStore':
        // Every start asks; only the first finds the default store missing.
        return state.status === 'absent' ? [{ type: 'StoreRegistered', data: { storeId: DEFAULT_STORE_ID, name: DEFAULT_STORE_NAME, userId: null } }] : [];
      case 'RegisterStore':
        if (state.status !== 'absent') throw conflict('error.concurrency');
        return [{ type: 'StoreRegistered', data: command.data }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
