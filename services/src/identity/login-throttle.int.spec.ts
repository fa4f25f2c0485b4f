import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteReadStore } from '@cargo/projections';
import { openDatabase } from '../platform/process/database';
import { LOGIN_FAILURES, LOGIN_WINDOW_MS, LoginThrottle } from './login-throttle';

describe('login throttle storage', () => {
  it('prunes counts whose window has passed, so the collection holds only recent failures', async () => {
    const store = new SqliteReadStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-throttle-'))));
    const throttle = new LoginThrottle(store);
    await throttle.onModuleInit();
    const start = Date.parse('2026-11-21T08:00:00Z');
    for (let n = 0; n < 30; n += 1) await throttle.recordFailure(`guess${n}@test.local`, `198.51.100.${n}`, start + n);
    expect(await store.count(LOGIN_FAILURES, {})).toBe(60);
    const later = start + LOGIN_WINDOW_MS + 1000;
    await throttle.recordFailure('lan@test.local', '203.0.113.1', later);
    await throttle.recordFailure('lan@test.local', '203.0.113.1', later + 1);
    await throttle.recordFailure('lan@test.local', '203.0.113.1', later + 2);
    expect(await store.count(LOGIN_FAILURES, {})).toBe(2);
    await expect(throttle.check('guess1@test.local', '198.51.100.1', later)).resolves.toBeUndefined();
  });
});
