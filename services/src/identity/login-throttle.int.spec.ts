import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../platform/process/database';
import { embeddedRateLimits } from '../platform/process/rate-limits';
import { LoginThrottle, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './login-throttle';
import { useTestApp } from '../testing/test-app';

describe('login throttle', () => {
  const app = useTestApp();

  it('counts racing attempts atomically: of 25 at once, exactly 5 are let through to the password check', async () => {
    const throttle = new LoginThrottle({ rateLimits: embeddedRateLimits(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-throttle-')))) });
    const outcomes = await Promise.allSettled(Array.from({ length: 25 }, () => throttle.attempt('lan@test.local', '203.0.113.7')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    // Another address is not locked out by these guesses, and a success takes its attempt back.
    await throttle.attempt('lan@test.local', '198.51.100.1');
    await throttle.succeeded('lan@test.local', '198.51.100.1');
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; n += 1) await throttle.attempt('lan@test.local', '198.51.100.1');
    await expect(throttle.attempt('lan@test.local', '198.51.100.1')).rejects.toMatchObject({ code: 'error.tooManyAttempts' });
  });

  it('prunes counters whose window has passed as it counts, so the table holds about one window of keys', async () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'cargo-throttle-')));
    const throttle = new LoginThrottle({ rateLimits: embeddedRateLimits(db) });
    const insert = db.prepare('INSERT INTO rate_limits (key, points, expire) VALUES (?, 1, ?)');
    for (let n = 0; n < 30; n += 1) insert.run(`login-account:old-${n}`, Date.now() - 1000);
    await throttle.attempt('lan@test.local', '203.0.113.9');
    expect(db.prepare('SELECT key FROM rate_limits').all()).toHaveLength(2);
  });

  it('over HTTP: 25 concurrent wrong passwords for one account get 5 answers of 401 and the rest 429 with Retry-After', async () => {
    const replies = await Promise.all(Array.from({ length: 25 }, () => app.anonymous.post('/api/user/login').send({ email: 'root@test.local', password: 'Wrong#guess1' })));
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const throttled = replies.filter((reply) => reply.status === 429);
    expect(throttled).toHaveLength(25 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(Number(throttled[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled[0].body.code).toBe('error.tooManyAttempts');
  });
});
