import { conflict, type MessageKey, type UniqueClaimEvent, unhandled } from '@cargo/contracts';
import type { Decider } from './decider';

/** Which record holds a unique value now (null: free, never taken or released). */
export interface UniqueClaimState {
  holder: number | null;
}

export type UniqueClaimCommand = { type: 'Claim'; data: { key: string; holderId: number } } | { type: 'Release'; data: { key: string; holderId: number } };

/**
 * A unique value's claim stream (see `KeyClaimed`): claiming what another record holds is refused
 * with `takenCode`; claiming what one holds already, or releasing what one does not hold, writes nothing.
 */
export function uniqueClaimDecider(takenCode: MessageKey): Decider<UniqueClaimCommand, UniqueClaimEvent, UniqueClaimState> {
  return {
    initialState: { holder: null },
    evolve: (_state, event) => {
      switch (event.type) {
        case 'KeyClaimed':
          return { holder: event.data.holderId };
        case 'KeyReleased':
          return { holder: null };
        default:
          return unhandled(event);
      }
    },
    decide: (command, { holder }) => {
      switch (command.type) {
        case 'Claim':
          if (holder === command.data.holderId) return [];
          if (holder !== null) throw conflict(takenCode);
          return [{ type: 'KeyClaimed', data: command.data }];
        case 'Release':
          return holder === command.data.holderId ? [{ type: 'KeyReleased', data: command.data }] : [];
        default:
          return unhandled(command);
      }
    },
  };
}
