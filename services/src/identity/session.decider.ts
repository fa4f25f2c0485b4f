import { unauthorized, type SessionEvent, unhandled } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';
import { sameHash } from './same-hash';

/**
 * A sign-in and its refresh-token family. Each refresh rotates the token; presenting a token that
 * was already rotated away (after the grace window) means it was stolen or replayed, so the whole
 * family ends. Successors are derived from the presented token, so within the grace window the
 * replaced token yields exactly the successor already issued.
 */
export type SessionState =
  | { status: 'none' }
  | { status: 'active'; sessionId: string; userId: number; currentHash: string; previous: { hash: string; rotatedAt: number } | null; usedHashes: string[] }
  | { status: 'ended'; sessionId: string; userId: number };

export type SessionCommand =
  | { type: 'StartSession'; data: { sessionId: string; userId: number; tokenHash: string } }
  /**
   * `nextHash`: the hash of the successor derived from the presented token; `now` in epoch ms;
   * `graceMs`: how long the token just replaced still yields the same successor (two tabs, or a
   * network retry, presenting it at once must not look like a stolen token).
   */
  | { type: 'RefreshSession'; data: { presentedHash: string; nextHash: string; now: number; graceMs: number } }
  | { type: 'EndSession'; data: Record<string, never> };

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'SessionStarted':
      return {
        status: 'active',
        sessionId: event.data.sessionId,
        userId: event.data.userId,
        currentHash: event.data.tokenHash,
        previous: null,
        usedHashes: [],
      };
    case 'SessionRefreshed': {
      if (state.status !== 'active') return state;
      const rotatedAt = event.data.rotatedAt ? Date.parse(event.data.rotatedAt) : 0;
      return {
        ...state,
        currentHash: event.data.tokenHash,
        previous: { hash: state.currentHash, rotatedAt },
        usedHashes: [...state.usedHashes, state.currentHash],
      };
    }
    case 'SessionEnded':
      return state.status === 'none' ? state : { status: 'ended', sessionId: state.sessionId, userId: state.userId };
    default:
      return unhandled(event);
  }
}

/** The token just replaced, presented again within the grace window, whose successor is the current token. */
function isGraceRetry(
  state: Extract<SessionState, { status: 'active' }>,
  { presentedHash, nextHash, now, graceMs }: Extract<SessionCommand, { type: 'RefreshSession' }>['data'],
): boolean {
  const { previous } = state;
  return previous !== null && sameHash(previous.hash, presentedHash) && sameHash(nextHash, state.currentHash) && now - previous.rotatedAt <= graceMs;
}

export function decideSession(command: SessionCommand, state: SessionState): SessionEvent[] {
  switch (command.type) {
    case 'StartSession':
      return [{ type: 'SessionStarted', data: command.data }];
    case 'RefreshSession': {
      if (state.status !== 'active') throw unauthorized('identity.sessionExpired');
      const { presentedHash, nextHash, now } = command.data;
      if (sameHash(presentedHash, state.currentHash))
        return [{ type: 'SessionRefreshed', data: { sessionId: state.sessionId, tokenHash: nextHash, rotatedAt: new Date(now).toISOString() } }];
      if (isGraceRetry(state, command.data)) return [];
      if (state.usedHashes.some((used) => sameHash(used, presentedHash)))
        return [{ type: 'SessionEnded', data: { sessionId: state.sessionId, reason: 'tokenReused' } }];
      throw unauthorized('identity.sessionExpired');
    }
    case 'EndSession':
      return state.status === 'active' ? [{ type: 'SessionEnded', data: { sessionId: state.sessionId, reason: 'logout' } }] : [];
    default:
      return unhandled(command);
  }
}

/** An access token is honoured only while its session is live and belongs to the token's user. */
export const isLiveSessionOf = (state: SessionState, userId: number): boolean => state.status === 'active' && state.userId === userId;

export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { status: 'none' },
  evolve: evolveSession,
  decide: decideSession,
};
