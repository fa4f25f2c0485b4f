import { conflict, type EmailClaimEvent, unhandled } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** Who holds an email address: at most one user at a time. */
export interface EmailClaimState {
  holder: number | null;
}

export type EmailClaimCommand = { type: 'ClaimEmail'; data: { userId: number } } | { type: 'ReleaseEmail'; data: { userId: number } };

export function evolveEmailClaim(_state: EmailClaimState, event: EmailClaimEvent): EmailClaimState {
  switch (event.type) {
    case 'EmailClaimed':
      return { holder: event.data.userId };
    case 'EmailReleased':
      return { holder: null };
    default:
      return unhandled(event);
  }
}

/** Claiming again for the same user, or releasing a claim one does not hold, writes nothing (so a resumed registration can repeat either). */
export function decideEmailClaim(command: EmailClaimCommand, state: EmailClaimState): EmailClaimEvent[] {
  const { userId } = command.data;
  switch (command.type) {
    case 'ClaimEmail':
      if (state.holder === userId) return [];
      if (state.holder !== null) throw conflict('identity.emailTaken');
      return [{ type: 'EmailClaimed', data: { userId } }];
    case 'ReleaseEmail':
      return state.holder === userId ? [{ type: 'EmailReleased', data: { userId } }] : [];
    default:
      return unhandled(command);
  }
}

export const emailClaimDecider: Decider<EmailClaimCommand, EmailClaimEvent, EmailClaimState> = {
  initialState: { holder: null },
  evolve: evolveEmailClaim,
  decide: decideEmailClaim,
};
