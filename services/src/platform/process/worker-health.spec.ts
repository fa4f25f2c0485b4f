import { gaveUp, HEARTBEAT_STALE_MS, UNSUBSCRIBED_LIMIT_MS, workerHealth, type Heartbeat } from './worker-health';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const beat = (change: Partial<Heartbeat> = {}): Heartbeat => ({ at: NOW, subscribed: true, unsubscribedSince: null, head: '120', lag: '3', ...change });

describe('the projection worker health check', () => {
  it('is healthy while its heartbeat is fresh and it is subscribed, saying how far behind it is', () => {
    expect(workerHealth(beat(), NOW + 5000)).toEqual({ healthy: true, reason: 'subscribed, 3 behind the head' });
  });

  it('is unhealthy without a heartbeat, with a stale one, or while not subscribed', () => {
    expect(workerHealth(null, NOW).healthy).toBe(false);
    expect(workerHealth(beat(), NOW + HEARTBEAT_STALE_MS + 1)).toEqual({ healthy: false, reason: 'heartbeat 30 s old' });
    expect(workerHealth(beat({ subscribed: false, unsubscribedSince: NOW }), NOW).healthy).toBe(false);
  });

  it('gives up (the worker exits to be restarted) once unsubscribed for longer than the limit', () => {
    expect(gaveUp(beat({ subscribed: false, unsubscribedSince: NOW - UNSUBSCRIBED_LIMIT_MS }))).toBe(false);
    expect(gaveUp(beat({ subscribed: false, unsubscribedSince: NOW - UNSUBSCRIBED_LIMIT_MS - 1 }))).toBe(true);
    expect(gaveUp(beat())).toBe(false);
  });
});
