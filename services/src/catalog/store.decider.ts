import { DEFAULT_STORE_ID, DEFAULT_STORE_NAME, type StoreEvent, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export type StoreState = { status: 'absent' } | { status: 'registered'; name: string };
export type StoreCommand =
  { type: 'SeedDefaultStore'; data: Record<string, never> } | { type: 'RegisterStore'; data: { storeId: number; name: string; userId: number } };

export const storeDecider: Decider<StoreCommand, StoreEvent, StoreState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'StoreRegistered':
        return { status: 'registered', name: event.data.name };
      default:
        return unhandled(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SeedDefaultStore':
        // Every start asks; only the first finds the default store missing.
        return state.status === 'absent' ? [{ type: 'StoreRegistered', data: { storeId: DEFAULT_STORE_ID, name: DEFAULT_STORE_NAME, userId: null } }] : [];
      case 'RegisterStore':
        return opening(state, { type: 'StoreRegistered', data: command.data });
      default:
        return unhandled(command);
    }
  },
};
