import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../platform/process/database';
import { embeddedRateLimits } from '../platform/process/rate-limits';
import { LoginThrottle, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './login-throttle';
import { ROOT, startTestApp, useTestApp } from '../testing/test-app';

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
    expect(db.prepare('SELECT key FROM rate_limits').all()).toHaveLength(3);
  });

  it('over HTTP: 25 concurrent wrong passwords for one account get 5 answers of 401 and the rest 429 with Retry-After', async () => {
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => app.anonymous.post('/api/user/login').send({ email: 'root@test.local', password: 'Wrong#guess1' })),
    );
    expect(replies.filter((reply) => reply.status === 401)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    const throttled = replies.filter((reply) => reply.status === 429);
    expect(throttled).toHaveLength(25 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(Number(throttled[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled[0].body.code).toBe('error.tooManyAttempts');
  });

  it(`behind a trusted proxy, lets ${MAX_FAILURES_PER_ACCOUNT} wrong passwords for one account through from any addresses, then 429, the same whether the account exists or not; a success clears it`, async () => {
    const proxied = await startTestApp({ trustProxy: true });
    let caller = 0;
    const login = (email: string, password: string) =>
      proxied.anonymous
        .post('/api/user/login')
        .set('X-Forwarded-For', `203.0.113.${(caller += 1)}`)
        .send({ email, password });
    const statuses = async (email: string, count: number) => {
      const answered: number[] = [];
      for (let n = 0; n < count; n += 1) answered.push((await login(email, 'Wrong#guess1')).status);
      return answered;
    };
    try {
      const through = Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, () => 401);
      // Short of the ceiling, the owner signs in and starts afresh.
      expect(await statuses(ROOT.email, MAX_FAILURES_PER_ACCOUNT - 1)).toEqual(through.slice(1));
      expect((await login(ROOT.email, ROOT.password)).status).toBe(200);
      expect(await statuses(ROOT.email, MAX_FAILURES_PER_ACCOUNT + 2)).toEqual([...through, 429, 429]);
      expect(await statuses('nobody@test.local', MAX_FAILURES_PER_ACCOUNT + 2)).toEqual([...through, 429, 429]);
      const locked = await login(ROOT.email, ROOT.password);
      expect({ status: locked.status, code: locked.body.code, wait: Number(locked.headers['retry-after']) > 0 }).toEqual({
        status: 429,
        code: 'error.tooManyAttempts',
        wait: true,
      });
    } finally {
      await proxied.close();
    }
  });
});
