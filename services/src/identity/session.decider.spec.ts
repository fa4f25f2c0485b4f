import type { SessionEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { sessionDecider } from './session.decider';

const REFRESH_GRACE_MS = 30_000;

const spec = deciderSpec(sessionDecider);
const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const started: SessionEvent = { type: 'SessionStarted', data: { sessionId: 's-1', userId: 3, tokenHash: 'aa01' } };
const refreshed: SessionEvent = { type: 'SessionRefreshed', data: { sessionId: 's-1', tokenHash: 'bb02', rotatedAt: new Date(T0).toISOString() } };

describe('session decider', () => {
  describe('when active', () => {
    it('rotates the refresh token presented as current', () => {
      spec
        .given([started])
        .when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'bb02', now: T0, graceMs: REFRESH_GRACE_MS } })
        .then([refreshed]);
    });

    it('gives the token just replaced the same successor within the grace window, appending nothing', () => {
      spec
        .given([started, refreshed])
        .when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'bb02', now: T0 + REFRESH_GRACE_MS, graceMs: REFRESH_GRACE_MS } })
        .then([]);
    });

    it('ends the whole family when a rotated-away token is presented after the grace window', () => {
      spec
        .given([started, refreshed])
        .when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'bb02', now: T0 + REFRESH_GRACE_MS + 1, graceMs: REFRESH_GRACE_MS } })
        .then([{ type: 'SessionEnded', data: { sessionId: 's-1', reason: 'tokenReused' } }]);
    });

    it('ends the whole family when an older token than the one just replaced comes back, even at once', () => {
      const again: SessionEvent = { type: 'SessionRefreshed', data: { sessionId: 's-1', tokenHash: 'cc03', rotatedAt: new Date(T0 + 1000).toISOString() } };
      spec
        .given([started, refreshed, again])
        .when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'bb02', now: T0 + 1001, graceMs: REFRESH_GRACE_MS } })
        .then([{ type: 'SessionEnded', data: { sessionId: 's-1', reason: 'tokenReused' } }]);
    });

    it('treats a replaced token without a rotation time (early events) as outside the window', () => {
      const legacy: SessionEvent = { type: 'SessionRefreshed', data: { sessionId: 's-1', tokenHash: 'bb02' } };
      spec
        .given([started, legacy])
        .when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'bb02', now: T0, graceMs: REFRESH_GRACE_MS } })
        .then([{ type: 'SessionEnded', data: { sessionId: 's-1', reason: 'tokenReused' } }]);
    });

    it('refuses a token it never issued without ending the session', () => {
      spec
        .given([started])
        .when({ type: 'RefreshSession', data: { presentedHash: 'ffff', nextHash: 'cc03', now: T0, graceMs: REFRESH_GRACE_MS } })
        .thenThrows('identity.sessionExpired');
    });

    it('ends on logout', () => {
      spec
        .given([started])
        .when({ type: 'EndSession', data: {} })
        .then([{ type: 'SessionEnded', data: { sessionId: 's-1', reason: 'logout' } }]);
    });
  });

  describe('when ended', () => {
    const ended: SessionEvent = { type: 'SessionEnded', data: { sessionId: 's-1', reason: 'logout' } };

    it('refuses any refresh and ignores a second logout', () => {
      spec
        .given([started, ended])
        .when({ type: 'RefreshSession', data: { presentedHash: 'aa01', nextHash: 'cc03', now: T0, graceMs: REFRESH_GRACE_MS } })
        .thenThrows('identity.sessionExpired');
      spec.given([started, ended]).when({ type: 'EndSession', data: {} }).then([]);
    });
  });
});
