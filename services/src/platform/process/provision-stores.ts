/**
 * `node services/dist/platform/process/provision-stores.js`: compose's one-shot `provision` service,
 * run before the API and the worker start. With the stores' own administrators, it gives the app a
 * user of its own on each store, with only the rights it uses, and sets its password from its secret
 * (again on every start, so a changed secret takes effect):
 * - KurrentDB: `cargo-app` (group `cargo-app`). User streams are open to any signed-in user by the
 *   default ACL; `$all`, which the projections, the resumer and the replay read, is opened to that
 *   group beside `$admins`. No other system stream, no scavenge, no user management.
 * - MongoDB: `cargo-app` with `readWrite` on the app's database alone (read models, checkpoints,
 *   keys, files, counters); no cluster or user administration.
 */
import { readFileSync } from 'node:fs';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { MongoClient } from 'mongodb';

export const APP_USER = 'cargo-app';

const secret = (name: string) => readFileSync(`/run/secrets/${name}`, 'utf8').trim();
const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** The password KurrentDB (and EventStoreDB before it) gives `admin` and `ops` when a database is first made without others. */
const PUBLISHED_DEFAULT = 'changeit';

type Fetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; ok: boolean; text(): Promise<string> }>;

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/**
 * `admin` and `ops` with the passwords of their secrets. The container's
 * `KURRENTDB_DEFAULT_*_PASSWORD` apply only when a database is first made: a data folder an
 * EventStoreDB 24.10 (or an earlier compose file) made keeps `changeit`. When the secret's password
 * is refused and the published one is taken, both are reset to their secrets; `ops` is set to its
 * secret on every start, as the app's own user is.
 */
export async function ensureBuiltInPasswords(fetcher: Fetch, host: string, passwords: { admin: string; ops: string }): Promise<string> {
  const answers = async (password: string) =>
    (await fetcher(`https://${host}/users/admin`, { headers: { authorization: basic('admin', password) } })).status === 200;
  const reset = async (authorization: string, user: string, newPassword: string) => {
    const reply = await fetcher(`https://${host}/users/${user}/command/reset-password`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ newPassword }),
    });
    if (!reply.ok) throw new Error(`KurrentDB user ${user}: ${reply.status} ${await reply.text()}`);
  };
  if (!(await answers(passwords.admin))) {
    if (!(await answers(PUBLISHED_DEFAULT))) throw new Error("KurrentDB refuses admin's password from its secret (and the published default)");
    await reset(basic('admin', PUBLISHED_DEFAULT), 'admin', passwords.admin);
  }
  const admin = basic('admin', passwords.admin);
  await reset(admin, 'ops', passwords.ops);
  return admin;
}

/** KurrentDB's users are kept through its HTTP API (the gRPC client has none); TLS trusts NODE_EXTRA_CA_CERTS. */
async function provisionKurrentDb(): Promise<void> {
  const host = setting('EVENTSTORE_HOST');
  const admin = await ensureBuiltInPasswords(fetch, host, { admin: secret('eventstore_admin_password'), ops: secret('eventstore_ops_password') });
  const password = secret('eventstore_app_password');
  const call = (path: string, body: unknown, method = 'POST') =>
    fetch(`https://${host}${path}`, { method, headers: { authorization: admin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const exists = (await fetch(`https://${host}/users/${APP_USER}`, { headers: { authorization: admin } })).status === 200;
  const reply = exists
    ? await call(`/users/${APP_USER}/command/reset-password`, { newPassword: password })
    : await call('/users/', { loginName: APP_USER, fullName: 'MTL Cargo app', groups: [APP_USER], password });
  if (!reply.ok) throw new Error(`KurrentDB user ${APP_USER}: ${reply.status} ${await reply.text()}`);
  const client = KurrentDBClient.connectionString(
    `kurrentdb://admin:${encodeURIComponent(secret('eventstore_admin_password'))}@${host}?tls=true&tlsCAFile=${setting('CA_FILE')}`,
  );
  try {
    await client.setStreamMetadata('$all', { acl: { readRoles: ['$admins', APP_USER] } });
  } finally {
    await client.dispose();
  }
}

async function provisionMongo(): Promise<void> {
  const client = await new MongoClient(
    `mongodb://cargo:${encodeURIComponent(secret('mongo_root_password'))}@${setting('MONGO_HOST')}/?authSource=admin&tls=true&tlsCAFile=${setting('CA_FILE')}&directConnection=true`,
  ).connect();
  try {
    const admin = client.db('admin');
    const roles = [{ role: 'readWrite', db: setting('MONGO_DATABASE') }];
    const pwd = secret('mongo_app_password');
    const found = (await admin.command({ usersInfo: APP_USER })) as { users: unknown[] };
    await admin.command(found.users.length > 0 ? { updateUser: APP_USER, pwd, roles } : { createUser: APP_USER, pwd, roles });
  } finally {
    await client.close();
  }
}

if (require.main === module) {
  Promise.all([provisionKurrentDb(), provisionMongo()]).then(
    () => {
      console.log(`${APP_USER} ready on KurrentDB and MongoDB`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(`Cannot provision the stores: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
