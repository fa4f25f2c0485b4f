import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { EMAIL } from '@cargo/contracts';
import { isReachablePort } from './reachable-ports';

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
  /** Refresh cookies only over HTTPS (and HSTS is sent). */
  secureCookies: boolean;
  /** Talking to production stores or NODE_ENV=production: a real JWT secret is required, no demo data, JSON logs. */
  production: boolean;
  /** Express `trust proxy`: how client addresses are read behind a reverse proxy (false: the socket's). */
  trustProxy: boolean | number | string;
  /** Dong per dollar, to convert order lines priced in the other currency. */
  exchangeRateVndPerUsd: number;
  /** `json`: one structured line per request and message (the production default); `text`: Nest's console lines. */
  logFormat: 'json' | 'text';
  /** How long a just-rotated refresh token still yields the same successor (two tabs, a retry). */
  refreshGraceSeconds: number;
  /**
   * How long a keyed command's claim may go without a reply before a retry settles it from the log
   * (its request died): longer than any request takes.
   */
  idempotencyAbandonMs: number;
  /** How long a command's Idempotency-Key is kept: a key sent again after that is a new request. */
  idempotencyKeepMs: number;
  /** How long a cross-stream write may go without its end before it is taken for dead and finished from its own stream. */
  workflowResumeAfterMs: number;
  /** Public writes (registration, login, verification, refresh, logout) per client address per minute. */
  publicWriteLimitPerMinute: number;
  /** Where `npm run backup` and the scheduled backups of the embedded store are written. */
  backupDir: string;
  /** Back the embedded store up every this many hours while the API runs (null: only `npm run backup`). */
  backupEveryHours: number | null;
  /** How many backups are kept in `backupDir` (the oldest go first). */
  backupKeep: number;
  /** Signs each backup's manifest (HMAC-SHA256); a restore with it set refuses a backup not signed with it. */
  backupSigningKey: string | null;
  /** Who is emailed when a customer places an order or a visitor writes (none: those emails are not sent). */
  staffEmails: string[];
  /** How often the outbox is looked at for emails due (the sender runs in every API process; claims keep it to one send). */
  notifyEveryMs: number;
}

/** The configuration cannot be used; the message says why and what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const MIN_JWT_SECRET_BYTES = 32;

/**
 * Settings that carry a secret (a password, a key, credentials in a URL): each may instead name the
 * file holding it as `<NAME>_FILE`, as compose and Kubernetes secrets are mounted, so the secret is
 * never in the process's environment.
 */
export const SECRET_SETTINGS = ['JWT_SECRET', 'ROOT_PASSWORD', 'EVENTSTORE_URL', 'MONGO_URL', 'SMTP_URL', 'BACKUP_SIGNING_KEY'] as const;

/** The environment with each `<NAME>_FILE` read into `<NAME>` (its trailing newline dropped). */
export function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const read: NodeJS.ProcessEnv = {};
  for (const name of SECRET_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new ConfigError(`${name} and ${name}_FILE are both set: keep one`);
    try {
      read[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(`${name}_FILE: cannot read ${file} (${(error as Error).message})`);
    }
  }
  return { ...env, ...read };
}

export function loadConfig(given: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = withSecretFiles(given);
  const port = portOf(env.PORT);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const production = Boolean(env.EVENTSTORE_URL || env.MONGO_URL) || env.NODE_ENV === 'production';
  return {
    port,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongoUrl: env.MONGO_URL || null,
    runProjections: env.RUN_PROJECTIONS !== 'false',
    projectionsInThread: env.PROJECTIONS_THREAD !== 'false',
    projectionGatherMs: Number(env.PROJECTION_GATHER_MS ?? 5),
    // Demo accounts with published passwords exist only on the embedded default.
    seedDemoData: !production && env.SEED_DEMO_DATA !== 'false',
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    webDist: resolve(env.WEB_DIST ?? resolve(__dirname, '../../../../web/dist')),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    rootEmail: env.ROOT_EMAIL || null,
    rootPassword: env.ROOT_PASSWORD || null,
    jwtSecret: production ? productionSecret(env.JWT_SECRET) : env.JWT_SECRET || storedSecret(dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 900),
    // Production runs behind the TLS proxy the README describes: its cookies go over HTTPS only unless told otherwise.
    secureCookies: (env.SECURE_COOKIES ?? (production ? 'true' : 'false')) === 'true',
    production,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    exchangeRateVndPerUsd: positiveWhole(env.EXCHANGE_RATE_VND_PER_USD ?? '26000', 'EXCHANGE_RATE_VND_PER_USD'),
    refreshGraceSeconds: Number(env.REFRESH_GRACE_SECONDS ?? 30),
    logFormat: (env.LOG_FORMAT ?? (production ? 'json' : 'text')) === 'json' ? 'json' : 'text',
    publicWriteLimitPerMinute: positiveWhole(env.PUBLIC_WRITE_LIMIT_PER_MINUTE ?? '30', 'PUBLIC_WRITE_LIMIT_PER_MINUTE'),
    idempotencyAbandonMs: positiveWhole(env.IDEMPOTENCY_ABANDON_MS ?? '60000', 'IDEMPOTENCY_ABANDON_MS'),
    idempotencyKeepMs: positiveWhole(env.IDEMPOTENCY_KEEP_DAYS ?? '7', 'IDEMPOTENCY_KEEP_DAYS') * 86_400_000,
    workflowResumeAfterMs: positiveWhole(env.WORKFLOW_RESUME_AFTER_MS ?? '60000', 'WORKFLOW_RESUME_AFTER_MS'),
    staffEmails: staffEmailsOf(env.STAFF_EMAILS),
    notifyEveryMs: positiveWhole(env.NOTIFY_EVERY_MS ?? '5000', 'NOTIFY_EVERY_MS'),
    ...backupSettings(env, dataDir),
  };
}

/** The settings of backups, which `npm run backup` and `restore` read alone (without making a data folder, as a JWT secret kept there would). */
export function backupSettings(
  env: NodeJS.ProcessEnv,
  dataDir = resolve(env.DATA_DIR ?? './data'),
): Pick<AppConfig, 'dataDir' | 'backupDir' | 'backupEveryHours' | 'backupKeep' | 'backupSigningKey'> {
  return {
    dataDir,
    backupDir: resolve(env.BACKUP_DIR ?? join(dataDir, '..', 'backups')),
    backupEveryHours: env.BACKUP_EVERY_HOURS ? positiveWhole(env.BACKUP_EVERY_HOURS, 'BACKUP_EVERY_HOURS') : null,
    backupKeep: positiveWhole(env.BACKUP_KEEP ?? '7', 'BACKUP_KEEP'),
    backupSigningKey: env.BACKUP_SIGNING_KEY || null,
  };
}

/**
 * What the API process must be given when deployed (NODE_ENV=production), beyond what every
 * process needs: each default here would fail quietly in front of users. Mail must leave (files
 * inside a container vanish with it) unless files are asked for on a volume; secure cookies come
 * through the TLS proxy, whose client addresses only TRUST_PROXY reads (the rate limits count per
 * address); a backup of the embedded store must be signed, or its last events can be cut undetected.
 */
export function checkDeployedApi(config: AppConfig, env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  if (!config.smtpUrl && env.EMAIL_TO_FILES !== 'true')
    throw new ConfigError(
      'SMTP_URL is required with NODE_ENV=production: emails written as files inside the container vanish with it. To keep them as files, mount a named volume at DATA_DIR and set EMAIL_TO_FILES=true',
    );
  if (config.secureCookies && config.trustProxy === false)
    throw new ConfigError(
      'TRUST_PROXY is required with NODE_ENV=production and secure cookies: they reach users through the TLS proxy, so name it (1 when it is the only hop, or its address), or set SECURE_COOKIES=false',
    );
  if (!config.eventStoreUrl && !config.backupSigningKey)
    throw new ConfigError(
      'BACKUP_SIGNING_KEY is required with NODE_ENV=production on the embedded store: an unsigned backup can lose its last events undetected (e.g. `openssl rand -base64 32`)',
    );
}

/**
 * Production signs tokens only with a secret the operator chose: at least 32 bytes and not a
 * repeated character or a short pattern (a guessable secret makes anyone root).
 */
function productionSecret(secret: string | undefined): string {
  if (!secret)
    throw new ConfigError(
      `JWT_SECRET is required with EVENTSTORE_URL, MONGO_URL or NODE_ENV=production (at least ${MIN_JWT_SECRET_BYTES} random bytes, e.g. \`openssl rand -base64 48\`)`,
    );
  if (Buffer.byteLength(secret) < MIN_JWT_SECRET_BYTES || new Set(secret).size < 16) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} random bytes (e.g. \`openssl rand -base64 48\`)`);
  }
  return secret;
}

/** The port to listen on: a whole number a browser will connect to (one it refuses would start a server nobody reaches). */
function portOf(value: string | undefined): number {
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new ConfigError(`PORT must be a whole number from 1 to 65535, not ${value}`);
  if (!isReachablePort(port)) throw new ConfigError(`PORT ${port} is one that browsers and fetch refuse to connect to ("bad port"): choose another`);
  return port;
}

/** A comma-separated list of addresses; a malformed one is refused at start rather than bounced at every order. */
function staffEmailsOf(value: string | undefined): string[] {
  const emails = (value ?? '')
    .split(',')
    .map((email) => email.trim())
    .filter((email) => email !== '');
  const bad = emails.find((email) => !EMAIL.test(email));
  if (bad !== undefined) throw new ConfigError(`STAFF_EMAILS has an address that is not one: ${bad}`);
  return emails;
}

/** `true`/`false`, a hop count, or Express's list of trusted addresses and subnets. */
function trustProxyOf(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function positiveWhole(value: string, name: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new ConfigError(`${name} must be a positive whole number`);
  return number;
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
