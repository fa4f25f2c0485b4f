import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { reachablePort } from '../../services/src/testing/ports';

export const ROOT_DIR = resolve(__dirname, '../..');
export const ARTIFACTS = join(ROOT_DIR, 'e2e-artifacts');

export interface RunningServer {
  base: string;
  dataDir: string;
  process: ChildProcess;
}

/** The real, built app (API + web) on a fresh embedded store with its demo data and accounts. */
export async function startServer(): Promise<RunningServer> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // A random port can be taken by another suite's server: a start that fails on it tries another.
  // A start that is up but never ready (its last health answer is in the error) is tried once more
  // from scratch. CI showed why it happened: the port was one fetch refuses ("bad port", 4190 in this
  // range), which `reachablePort` now never picks.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(reachablePort(4100, 800));
    } catch (error) {
      const retried = String(error).includes('EADDRINUSE') ? 3 : String(error).includes('never ready') ? 2 : 1;
      if (attempt >= retried) throw error;
      // Whole, with the server's last output: a start that never became ready is the defect to find.
      console.log(`server start ${attempt} failed, starting another: ${String(error).slice(0, 6000)}`);
    }
  }
}

async function startOn(port: number): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-e2e-'));
  // Every test signs in from this one address: the public-write limit is raised for the suite. Emails go out
  // every half second, so a test sees their delivery without waiting.
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '10000',
    NOTIFY_EVERY_MS: '500',
  };
  const child = spawn(process.execPath, [join(ROOT_DIR, 'services/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The server's own words (log and errors), kept short, for a start that fails.
  let errors = '';
  let first = '';
  const keep = (chunk: Buffer) => {
    if (first.length < 1000) first += chunk.toString().slice(0, 1000 - first.length);
    errors = (errors + chunk.toString()).slice(-8000);
  };
  const startedAt = new Date().toISOString();
  child.stderr?.on('data', keep);
  child.stdout?.on('data', keep);
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  const base = `http://127.0.0.1:${port}`;
  // Seeding the demo data takes about 2 s on an idle machine; CI runs other suites beside this one.
  const deadline = Date.now() + 60_000;
  let lastHealth = 'no answer';
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited (${exited}) before it was up: ${errors.slice(-2000)}`);
    try {
      const health = await fetch(`${base}/api/health`);
      if (health.ok) {
        await readModelsCaughtUp(base);
        return { base, dataDir, process: child };
      }
      lastHealth = `${health.status} ${(await health.text()).slice(0, 300)}`;
    } catch (error) {
      // still starting
      // fetch says only "fetch failed": its cause says whether nothing listened (ECONNREFUSED), the connection dropped or it timed out.
      lastHealth = `no answer (${String(error).slice(0, 200)}; cause: ${String((error as { cause?: unknown }).cause ?? 'none').slice(0, 300)})`;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  const up =
    (await fetch(`${base}/api/health/live`).then(
      (reply) => reply.ok,
      () => false,
    )) || errors.includes('Open http');
  child.kill('SIGKILL');
  throw new Error(
    `server ${up ? 'up but never ready' : 'did not start'} within 60 s (spawned at ${startedAt}; last /api/health: ${lastHealth}): ${first}\n...\n${errors.slice(-3000)}`,
  );
}

/**
 * Up is not yet seeded into the read models: the demo data is written at start and projected just
 * after. A query sent with the log's head position answers once the projections have passed it, so
 * a test's first read sees the demo customers, products and stock. A test that compares a record
 * before and after a screen's work calls it too, so "before" includes what earlier tests wrote.
 */
export async function readModelsCaughtUp(base: string): Promise<void> {
  // Root sees the head position on /api/health.
  const token = await apiLogin(base, DEMO.root);
  const { headPosition } = (await (await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${token}` } })).json()) as { headPosition: string };
  // The wait is bounded on the server: a machine busy with other suites may need more than one.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const reply = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${token}`, 'X-Min-Position': headPosition } });
    if (reply.headers.get('x-read-models-behind') !== 'true') return;
  }
  throw new Error(`read models did not reach position ${headPosition} within 60 s`);
}

/** Debian's Chromium; `args` adds flags (a fake camera, say). */
export function launchBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...args],
  });
}

export type TrackedPage = Page & { errors: string[] };

/**
 * A fresh browser context in the given language; page errors, Content-Security-Policy violations
 * and React Router warnings are collected for the test to check.
 */
export async function openPage(
  browser: Browser,
  language: 'vi' | 'en',
  options: { timezoneId?: string; deviceScaleFactor?: number } = {},
): Promise<TrackedPage> {
  const page = (await browser.newPage({ viewport: { width: 1280, height: 900 }, ...options })) as TrackedPage;
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|HydrateFallback/i.test(message.text())) page.errors.push(message.text());
  });
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
  }, language);
  return page;
}

export const DEMO = {
  root: { email: 'root@mtlcargo.demo', password: 'Root#2026demo' },
  admin: { email: 'admin@mtlcargo.demo', password: 'Admin#2026demo' },
  auditor: { email: 'auditor@mtlcargo.demo', password: 'Auditor#2026demo' },
  customer: { email: 'customer@mtlcargo.demo', password: 'Customer#2026demo' },
  warehouse: { email: 'warehouse@mtlcargo.demo', password: 'Warehouse#2026demo' },
  accountant: { email: 'accountant@mtlcargo.demo', password: 'Accountant#2026demo' },
};

/** Signs in through the login page, pressing Enter as a person would. */
export async function logIn(page: Page, base: string, login: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/login`);
  await page.fill('input[type=email]', login.email);
  await page.fill('input[type=password]', login.password);
  await page.keyboard.press('Enter');
  await page.getByTestId('user-menu').waitFor();
}

export async function apiLogin(base: string, login: { email: string; password: string }): Promise<string> {
  const reply = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
  return ((await reply.json()) as { token: string }).token;
}

/**
 * A demo server and a browser for the tests of one file: started before them (then `setup`, for data
 * the file needs), stopped after them.
 */
export function useServerAndBrowser(setup?: (server: RunningServer) => Promise<void>): {
  readonly server: RunningServer;
  readonly base: string;
  readonly browser: Browser;
} {
  jest.setTimeout(90_000);
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer();
    await setup?.(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    server?.process.kill('SIGKILL');
  });
  return {
    get server() {
      return server!;
    },
    get base() {
      return server!.base;
    },
    get browser() {
      return browser!;
    },
  };
}

/** Adds a product through the API as staff (every required field set; `fields` override), returning its id and the write's position. */
export async function addProductOverApi(
  base: string,
  token: string,
  fields: { title: string; skuCode: string } & Record<string, unknown>,
): Promise<{ id: number; position: string }> {
  const body = {
    brandId: 1,
    lvl1Id: 1,
    lvl2Id: 1,
    currencyId: 'UsDollar',
    stockPrice: 100,
    unitPrice: 200,
    retailPrice: 250,
    discount: 0,
    airCurrencyId: 'UsDollar',
    airPrice: 0,
    containerCurrencyId: 'UsDollar',
    containerPrice: 0,
    unitPerCase: 1,
    casePerPallet: 1,
    casePerTier: 1,
    palletQuantity: 0,
    palletHeight: 0,
    size: 0,
    description: 'Added by a test',
    usQuantity: 0,
    vnQuantity: 0,
    ...fields,
  };
  const reply = await fetch(`${base}/api/product/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!reply.ok) throw new Error(`adding a product failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as { id: number; position: string };
}
