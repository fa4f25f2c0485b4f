import { gaveUp, HEARTBEAT_STALE_MS, positionSince, STALLED_LIMIT_MS, stalled, UNSUBSCRIBED_LIMIT_MS, workerHealth, type Heartbeat } from './worker-health';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const beat = (change: Partial<Heartbeat> = {}): Heartbeat => ({
  at: NOW,
  subscribed: true,
  unsubscribedSince: null,
  head: '120',
  lag: '3',
  position: '117',
  positionSince: NOW,
  ...change,
});

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

  it('takes a worker behind the log whose position has not moved for longer than the limit for stuck, and gives up', () => {
    // A stuck handler or a read that never answers: heartbeats go on, the position stays at 117 while the head moves on.
    let last: Heartbeat | null = null;
    const beats: boolean[] = [];
    for (let at = NOW; at <= NOW + STALLED_LIMIT_MS + 20_000; at += 10_000) {
      const head = 120 + (at - NOW) / 10_000;
      const heartbeat = beat({ at, head: String(head), lag: String(head - 117), position: '117', positionSince: positionSince(last, 117n, at) });
      last = heartbeat;
      beats.push(gaveUp(heartbeat));
    }
    expect(beats.indexOf(true)).toBe(STALLED_LIMIT_MS / 10_000 + 1);
    expect(workerHealth(last, last!.at)).toEqual({ healthy: false, reason: '17 behind the head with no progress for 140 s' });
  });

  it('is not stuck while its position moves, nor when it is caught up on a quiet log, however long', () => {
    expect(positionSince(beat({ position: '117', positionSince: NOW - 999_999 }), 118n, NOW)).toBe(NOW);
    expect(stalled(beat({ position: '117', positionSince: NOW - STALLED_LIMIT_MS }))).toBe(false);
    const quiet = beat({ head: '120', lag: '0', position: '120', positionSince: NOW - 10 * STALLED_LIMIT_MS });
    expect(stalled(quiet)).toBe(false);
    expect(gaveUp(quiet)).toBe(false);
    expect(stalled(beat({ head: 'unknown', position: '117', positionSince: NOW - 10 * STALLED_LIMIT_MS }))).toBe(false);
  });
});
