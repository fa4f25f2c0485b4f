import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every setting the server reads, from the environment, with its default. The README's table lists them. */
export interface AppConfig {
  port: number;
  dataDir: string;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  /** Run the projections in this process (the default) or leave them to a separate projection worker. */
  runProjections: boolean;
  /** In this process: in a worker thread (the default, off the request thread) or inline. */
  projectionsInThread: boolean;
  /** How long the projection thread gathers appends into one batch (embedded store). */
  projectionGatherMs: number;
  seedDemoData: boolean;
  /** Longest a query waits for projections to pass the position a client asked for. */
  readYourWritesTimeoutMs: number;
  webDist: string;
  /** Where links in emails point. */
  appUrl: string;
  smtpUrl: string | null;
  /** Created as the root user on first start when both are set. */
  rootEmail: string | null;
  rootPassword: string | null;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** Refresh cookies only over HTTPS. */
  secureCookies: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    dataDir,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongoUrl: env.MONGO_URL || null,
    runProjections: env.RUN_PROJECTIONS !== 'false',
    projectionsInThread: env.PROJECTIONS_THREAD !== 'false',
    projectionGatherMs: Number(env.PROJECTION_GATHER_MS ?? 5),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    webDist: resolve(env.WEB_DIST ?? resolve(__dirname, '../../../web/dist')),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    rootEmail: env.ROOT_EMAIL || null,
    rootPassword: env.ROOT_PASSWORD || null,
    jwtSecret: env.JWT_SECRET || storedSecret(dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    secureCookies: env.SECURE_COOKIES === 'true',
  };
}

/** Without JWT_SECRET, a random secret kept in DATA_DIR, so sign-ins survive a restart. */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
