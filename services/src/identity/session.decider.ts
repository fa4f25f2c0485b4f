import { unauthorized, type SessionEvent } from '@cargo/contracts';
import type { Decider } from '../platform/decider';
import { sameHash } from './secrets';

/**
 * A sign-in and its refresh-token family. Each refresh rotates the token; presenting a token that
 * was already rotated away means it was stolen or replayed, so the whole family ends.
 */
export type SessionState =
  | { status: 'none' }
  | { status: 'active'; sessionId: string; userId: number; currentHash: string; usedHashes: string[] }
  | { status: 'ended'; sessionId: string; userId: number };

export type SessionCommand =
  | { type: 'StartSession'; data: { sessionId: string; userId: number; tokenHash: string } }
  | { type: 'RefreshSession'; data: { presentedHash: string; nextHash: string } }
  | { type: 'EndSession'; data: Record<string, never> };

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return { status: 'active', sessionId: event.data.sessionId, userId: event.data.userId, currentHash: event.data.tokenHash, usedHashes: [] };
    case 'SessionRefreshed':
      return state.status === 'active' ? { ...state, currentHash: event.data.tokenHash, usedHashes: [...state.usedHashes, state.currentHash] } : state;
    case 'SessionEnded':
      return state.status === 'none' ? state : { status: 'ended', sessionId: state.sessionId, userId: state.userId };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      return [{ type: 'SessionStarted', data: command.data }];
    case 'RefreshSession': {
      if (state.status !== 'active') throw unauthorized('identity.sessionExpired');
      const { presentedHash, nextHash } = command.data;
      if (sameHash(presentedHash, state.currentHash)) return [{ type: 'SessionRefreshed', data: { sessionId: state.sessionId, tokenHash: nextHash } }];
      if (state.usedHashes.some((used) => sameHash(used, presentedHash))) return [{ type: 'SessionEnded', data: { sessionId: state.sessionId, reason: 'tokenReused' } }];
      throw unauthorized('identity.sessionExpired');
    }
    case 'EndSession':
      return state.status === 'active' ? [{ type: 'SessionEnded', data: { sessionId: state.sessionId, reason: 'logout' } }] : [];
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = { initialState: { status: 'none' }, evolve: evolveSession, decide: decideSession };
