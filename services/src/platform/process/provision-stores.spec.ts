import { ensureBuiltInPasswords } from './provision-stores';

/** KurrentDB's user API as far as provisioning uses it: admin and ops, each with a password. */
function kurrentUsers(passwords: { admin: string; ops: string }) {
  const calls: string[] = [];
  const fetcher = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) => {
    const [user, password] = Buffer.from((init.headers?.authorization ?? '').replace('Basic ', ''), 'base64')
      .toString()
      .split(':');
    const signedIn = user === 'admin' && password === passwords.admin;
    const path = new URL(url).pathname;
    calls.push(`${init.method ?? 'GET'} ${path}${signedIn ? '' : ' (refused)'}`);
    if (!signedIn) return { status: 401, ok: false, text: async () => 'Unauthorized' };
    const reset = /^\/users\/(admin|ops)\/command\/reset-password$/.exec(path);
    if (reset) passwords[reset[1] as 'admin' | 'ops'] = (JSON.parse(init.body!) as { newPassword: string }).newPassword;
    return { status: 200, ok: true, text: async () => '' };
  };
  return { fetcher, calls, passwords };
}

describe('KurrentDB built-in users at provisioning', () => {
  it('resets admin and ops from a data folder that kept the published default (an upgraded EventStoreDB 24.10)', async () => {
    const server = kurrentUsers({ admin: 'changeit', ops: 'changeit' });
    await ensureBuiltInPasswords(server.fetcher, 'eventstore:2113', { admin: 'a-secret', ops: 'o-secret' });
    expect(server.passwords).toEqual({ admin: 'a-secret', ops: 'o-secret' });
  });

  it('sets ops from its secret on a store whose admin already has its own, and never tries the default then', async () => {
    const server = kurrentUsers({ admin: 'a-secret', ops: 'changeit' });
    await ensureBuiltInPasswords(server.fetcher, 'eventstore:2113', { admin: 'a-secret', ops: 'o-secret' });
    expect(server.passwords).toEqual({ admin: 'a-secret', ops: 'o-secret' });
    expect(server.calls).toEqual(['GET /users/admin', 'POST /users/ops/command/reset-password']);
  });

  it('stops, saying so, when neither the secret nor the default is taken', async () => {
    const server = kurrentUsers({ admin: 'someone-else', ops: 'x' });
    await expect(ensureBuiltInPasswords(server.fetcher, 'eventstore:2113', { admin: 'a-secret', ops: 'o-secret' })).rejects.toThrow(/refuses admin's password/);
  });
});
