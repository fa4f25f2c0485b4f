import type { SessionEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { sessionDecider } from './session.decider';

const spec = deciderSpec(sessionDecider);
const started: SessionEvent = { type: 'SessionStarted', data: { sessionId: 's-1', userId: 3, tokenHash: 'aa01' } };
const refreshed: SessionEvent = { type: 'SessionRefreshed', data: { sessionId: 's-1', tokenHash: 'bb02' } };

describe('session decider', () => {
  describe('when active', () => {
    it('rotates the refresh token presented as current', () => {
      spec.given([started]).when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'bb02' } }).then([refreshed]);
    });

    it('ends the whole family when a rotated-away token is presented again', () => {
      spec.given([started, refreshed]).when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'cc03' } }).then([{ type: 'SessionEnded', data: { sessionId: 's-1', reason: 'tokenReused' } }]);
    });

    it('refuses a token it never issued without ending the session', () => {
      spec.given([started]).when({ type: 'RefreshSession', data: { presentedHash: 'ffff', nextHash: 'cc03' } }).thenThrows('identity.sessionExpired');
    });

    it('ends on logout', () => {
      spec.given([started]).when({ type: 'EndSession', data: {} }).then([{ type: 'SessionEnded', data: { sessionId: 's-1', reason: 'logout' } }]);
    });
  });

  describe('when ended', () => {
    const ended: SessionEvent = { type: 'SessionEnded', data: { sessionId: 's-1', reason: 'logout' } };

    it('refuses any refresh and ignores a second logout', () => {
      spec.given([started, ended]).when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'cc03' } }).thenThrows('identity.sessionExpired');
      spec.given([started, ended]).when({ type: 'EndSession', data: {} }).then([]);
    });
  });
});
