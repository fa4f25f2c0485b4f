import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';
import { SECRET_SETTINGS } from './config';

const ROOT = resolve(__dirname, '../../../..');
const STORES = ['eventstore', 'mongo'];

interface Service {
  image?: string;
  build?: string;
  pull_policy?: string;
  restart?: string;
  ports?: string[];
  entrypoint?: string | string[];
  command?: string | string[];
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
}

const composeFile = (name: string) => parse(readFileSync(join(ROOT, name), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const production = composeFile('docker-compose.yml').services;
const development = composeFile('docker-compose.dev.yml').services;
const words = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(' ') : (value ?? ''));

describe('docker-compose.yml (production)', () => {
  it('publishes no database port: only the API is reached from outside', () => {
    const published = Object.entries(production).flatMap(([name, service]) => (service.ports ?? []).map((port) => `${name} ${port}`));
    expect(published).toEqual(['api 127.0.0.1:3000:3000']);
    for (const store of STORES) expect({ store, ports: production[store]!.ports }).toEqual({ store, ports: undefined });
  });

  it('serves plain HTTP to this host only, behind the TLS proxy it trusts for client addresses, and keeps what it writes on a volume', () => {
    expect(production.api!.environment).toMatchObject({ TRUST_PROXY: '${TRUST_PROXY:-1}', SECURE_COOKIES: '${SECURE_COOKIES:-true}' });
    expect((production.api as { volumes?: string[] }).volumes).toContain('api-data:/app/data');
  });

  it('builds from a context that holds no secret (COPY . . would put them in a layer)', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of ['secrets', '**/secrets', '.env', '.env.*', '**/.env', '**/.env.*'])
      expect({ pattern, ignored: ignored.includes(pattern) }).toEqual({ pattern, ignored: true });
  });

  it('checks the projection worker is alive and subscribed (its heartbeat), as the image checks the API', () => {
    expect(production['projection-worker']).toMatchObject({ healthcheck: { test: ['CMD', 'node', 'services/dist/platform/process/worker-health.js'] } });
  });

  it('builds one image that the API and the projection worker both run', () => {
    expect(production.api).toMatchObject({ build: '.', image: 'mtl-cargo:latest' });
    expect(production['projection-worker']).toMatchObject({ image: 'mtl-cargo:latest', pull_policy: 'never' });
    expect(production['projection-worker']!.build).toBeUndefined();
  });

  it('runs KurrentDB, configured by its own names, on the volume an EventStoreDB 24.10 wrote', () => {
    const eventstore = production.eventstore!;
    expect(eventstore.image).toMatch(/^kurrentplatform\/kurrentdb:\d+\.\d+/);
    // KurrentDB reads KURRENTDB_ settings: an EVENTSTORE_ one would be dropped without a word.
    expect(Object.keys(eventstore.environment ?? {}).filter((variable) => !variable.startsWith('KURRENTDB_'))).toEqual([]);
    expect(words(eventstore.entrypoint)).toMatch(/KURRENTDB_DEFAULT_ADMIN_PASSWORD=.*exec \/opt\/kurrentdb\/KurrentDB/);
    // Neither built-in user keeps its published default password.
    expect(words(eventstore.entrypoint)).toMatch(/KURRENTDB_DEFAULT_OPS_PASSWORD="\$\$\(cat \/run\/secrets\/eventstore_ops_password\)"/);
    expect((eventstore as { volumes?: string[] }).volumes).toContain('eventstore-data:/var/lib/kurrentdb');
  });

  it('runs the API and the worker under an init process (PID 1 forwards SIGTERM and reaps)', () => {
    for (const name of ['api', 'projection-worker']) expect({ name, init: (production[name] as { init?: boolean }).init }).toEqual({ name, init: true });
  });

  it('restarts every long-running service (the one-shot provision step runs once per start)', () => {
    for (const [name, service] of Object.entries(production))
      expect({ name, restart: service.restart }).toEqual({ name, restart: name === 'provision' ? 'no' : 'unless-stopped' });
  });

  it('signs the app in as its own user on each store, made before the API and the worker start, never as an administrator', () => {
    const script = readFileSync(join(ROOT, 'scripts/compose-secrets.sh'), 'utf8');
    expect(script).toMatch(/keep eventstore_url echo "kurrentdb:\/\/cargo-app:\$\(cat secrets\/eventstore_app_password\)@/);
    expect(script).toMatch(/keep mongo_url echo "mongodb:\/\/cargo-app:\$\(cat secrets\/mongo_app_password\)@/);
    const provision = production.provision as Service & { secrets?: string[]; depends_on?: Record<string, { condition: string }> };
    expect(words(provision.command)).toBe('node services/dist/platform/process/provision-stores.js');
    expect(provision.depends_on).toEqual({ eventstore: { condition: 'service_healthy' }, mongo: { condition: 'service_healthy' } });
    for (const name of ['api', 'projection-worker']) {
      const app = production[name] as Service & { secrets?: string[]; depends_on?: Record<string, { condition: string }> };
      expect({ name, provisioned: app.depends_on?.provision }).toEqual({ name, provisioned: { condition: 'service_completed_successfully' } });
      expect({ name, administrators: (app.secrets ?? []).filter((secret) => /admin|root_password|ops/.test(secret) && secret !== 'root_password') }).toEqual({
        name,
        administrators: [],
      });
    }
  });

  it('runs both stores with TLS and authentication on', () => {
    const eventstore = production.eventstore!;
    expect(Object.keys(eventstore.environment ?? {}).filter((variable) => variable.endsWith('_INSECURE'))).toEqual([]);
    expect(eventstore.environment).toMatchObject({
      KURRENTDB_CERTIFICATE_FILE: expect.any(String),
      KURRENTDB_CERTIFICATE_PRIVATE_KEY_FILE: expect.any(String),
      KURRENTDB_TRUSTED_ROOT_CERTIFICATES_PATH: expect.any(String),
    });
    const mongod = words(production.mongo!.entrypoint);
    for (const flag of ['--keyFile', '--tlsMode requireTLS', '--tlsCertificateKeyFile'])
      expect({ flag, present: mongod.includes(flag) }).toEqual({ flag, present: true });
    expect(production.mongo!.environment).toMatchObject({
      MONGO_INITDB_ROOT_USERNAME: 'cargo',
      MONGO_INITDB_ROOT_PASSWORD_FILE: '/run/secrets/mongo_root_password',
    });
    // The app's store URLs come only from files (they hold the credentials, and ask for TLS).
    expect(readFileSync(join(ROOT, 'scripts/compose-secrets.sh'), 'utf8')).toMatch(/kurrentdb:\/\/cargo-app:.*tls=true.*\n.*mongodb:\/\/cargo-app:.*tls=true/);
  });

  it('keeps every secret out of the environment: passwords, keys and store URLs are read from files', () => {
    const secretLike = /SECRET|PASSWORD|PASSWD|TOKEN|KEY$/;
    const inTheOpen = Object.entries(production).flatMap(([name, service]) =>
      Object.entries(service.environment ?? {})
        .filter(([variable]) => !variable.endsWith('_FILE') && (secretLike.test(variable) || (SECRET_SETTINGS as readonly string[]).includes(variable)))
        .map(([variable]) => `${name} ${variable}`),
    );
    expect(inTheOpen).toEqual([]);
  });
});

describe('the secrets compose mounts (scripts/compose-secrets.sh)', () => {
  const topLevel = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    secrets: Record<string, { file: string }>;
    services: Record<string, { volumes?: string[] }>;
  };
  /** Every host path under ./secrets a container gets: file secrets and bind mounts. */
  const mounted = [
    ...Object.values(topLevel.secrets).map((secret) => secret.file),
    ...Object.values(topLevel.services)
      .flatMap((service) => service.volumes ?? [])
      .map((volume) => volume.split(':')[0])
      .filter((source) => source.startsWith('./secrets')),
  ];
  let folder: string;

  beforeAll(() => {
    // The script on a copy of the project, as a user would run it once.
    folder = mkdtempSync(join(tmpdir(), 'cargo-compose-secrets-'));
    mkdirSync(join(folder, 'scripts'));
    copyFileSync(join(ROOT, 'scripts/compose-secrets.sh'), join(folder, 'scripts/compose-secrets.sh'));
    execFileSync('bash', [join(folder, 'scripts/compose-secrets.sh')], { stdio: 'pipe', env: { ...process.env, SMTP_URL: '' } });
  }, 60_000);

  const modeOf = (path: string) => (statSync(join(folder, path)).mode & 0o777).toString(8);

  it('gives every container what it reads whatever its user (mongo 999, KurrentDB and node 1000) and whoever ran the script: files 0444, folders 0755', () => {
    expect(mounted.length).toBeGreaterThan(10);
    for (const path of mounted) {
      const stats = statSync(join(folder, path));
      expect({ path, mode: modeOf(path), owner: stats.uid }).toEqual({ path, mode: stats.isDirectory() ? '755' : '444', owner: process.getuid!() });
      if (stats.isDirectory())
        for (const file of readdirSync(join(folder, path))) expect({ file, mode: modeOf(join(path, file)) }).toEqual({ file, mode: '444' });
    }
  });

  it("keeps them from anyone else on the host (./secrets is 0700), and mounts neither the CA's key nor host.env anywhere", () => {
    expect(modeOf('secrets')).toBe('700');
    expect({ key: modeOf('secrets/certs/ca/ca.key'), hostEnv: modeOf('secrets/host.env') }).toEqual({ key: '600', hostEnv: '600' });
    for (const path of mounted)
      expect({ path, holdsTheKey: existsSync(join(folder, path, 'ca.key')) || path.endsWith('ca.key') || path.endsWith('host.env') }).toEqual({
        path,
        holdsTheKey: false,
      });
  });

  it('changes nothing when run again', () => {
    const before = execFileSync('bash', ['-c', `cd ${folder} && find secrets -type f -exec sha256sum {} + | sort`], { encoding: 'utf8' });
    expect(execFileSync('bash', [join(folder, 'scripts/compose-secrets.sh')], { encoding: 'utf8' })).not.toMatch(/^wrote/m);
    expect(execFileSync('bash', ['-c', `cd ${folder} && find secrets -type f -exec sha256sum {} + | sort`], { encoding: 'utf8' })).toBe(before);
  });
});

describe('docker-compose.dev.yml (a developer host)', () => {
  it('publishes the stores on this host only (127.0.0.1)', () => {
    const published = Object.values(development).flatMap((service) => service.ports ?? []);
    expect(published.length).toBeGreaterThan(0);
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:/);
  });
});

describe('docker compose config', () => {
  /** `docker compose` (the plugin) or the older `docker-compose`, whichever is installed. */
  const cli = (
    [
      ['docker', ['compose']],
      ['docker-compose', []],
    ] as const
  ).find(([command, prefix]) => {
    try {
      execFileSync(command, [...prefix, 'version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });

  (cli ? it : it.skip)('validates both files together', () => {
    const [command, prefix] = cli!;
    execFileSync(command, [...prefix, '-f', 'docker-compose.yml', '-f', 'docker-compose.dev.yml', 'config', '--quiet'], { cwd: ROOT, stdio: 'pipe' });
  });

  if (!cli) {
    it('says it skipped the check where compose is missing', () => {
      console.log('SKIP docker compose config: neither `docker compose` nor `docker-compose` is installed');
      expect(cli).toBeUndefined();
    });
  }
});

describe('the image', () => {
  const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

  it('installs exactly the lock file', () => {
    expect(dockerfile).toMatch(/RUN npm ci /);
    expect(dockerfile).not.toMatch(/RUN npm install/);
  });

  it('carries no web-only package: the runtime dependencies are those of the server workspaces, the web app only its bundle', () => {
    const runtimeInstall = dockerfile.match(/^RUN npm ci --omit=dev [^\n]*$/m)?.[0] ?? '';
    expect(runtimeInstall).toMatch(/--workspace=services/);
    expect(runtimeInstall).not.toMatch(/--workspace=web/);
    expect(dockerfile).toMatch(/COPY --from=runtime-deps \/app\/node_modules \.\/node_modules/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/web\/dist web\/dist/);
    expect(dockerfile).not.toMatch(/COPY --from=build \/app\/node_modules/);
  });

  it('is built on the line of Node.js CI runs the full suite on, which scripts/node.sh can fetch', () => {
    const ciLine = readFileSync(join(ROOT, '.ci/run'), 'utf8').match(/^NODE_LINE=(\d+) npm test/m)?.[1];
    expect(ciLine).toBeDefined();
    expect(readFileSync(join(ROOT, 'scripts/node.sh'), 'utf8')).toMatch(new RegExp(`\\[${ciLine}\\]=${ciLine}\\.\\d+\\.\\d+`));
    const bases = [...dockerfile.matchAll(/^FROM ([^\s]+)/gm)].map((match) => match[1]).filter((image) => image.startsWith('node:'));
    expect(bases).toEqual([`node:${ciLine}-bookworm-slim`]);
    // Every stage starts from that one base (the others name a stage of this file).
    expect([...dockerfile.matchAll(/^FROM ([^\s]+) AS/gm)].map((match) => match[1])).toEqual([
      `node:${ciLine}-bookworm-slim`,
      'base',
      'manifests',
      'manifests',
      'base',
    ]);
  });

  it('compiles nothing: no stage installs a compiler, and Node 25+ gets its libatomic', () => {
    const installs = [...dockerfile.matchAll(/apt-get install [^&]*/g)].map((match) => match[0]);
    expect(installs).toEqual(['apt-get install -y --no-install-recommends libatomic1 ']);
    expect(dockerfile).not.toMatch(/\b(g\+\+|gcc|make|python3|build-essential|node-gyp)\b/);
    // Both installs read the project's npm settings, which run no dependency's install script.
    expect(dockerfile).toMatch(/^COPY \.npmrc package\.json package-lock\.json \.\/$/m);
    expect(readFileSync(join(ROOT, '.npmrc'), 'utf8')).toMatch(/^ignore-scripts=true$/m);
  });
});
