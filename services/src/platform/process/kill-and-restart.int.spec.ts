import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page, ProductTransactionView, ProductView, StockView } from '@cargo/contracts';
import { validProduct } from '../../testing/test-app';

const ROOT = resolve(__dirname, '../../../..');
const MAIN = join(ROOT, 'services/dist/main.js');
const CLI = join(ROOT, 'services/dist/projections-cli.js');

/** The built server as a separate process, so it can really be killed with SIGKILL. */
const ROOT_LOGIN = { email: 'root@kill.test', password: 'Root#kill2026' };

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO_DATA: 'false', ROOT_EMAIL: ROOT_LOGIN.email, ROOT_PASSWORD: ROOT_LOGIN.password },
    stdio: 'ignore',
  });
}

let authorization = '';

async function waitUntilUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`, { headers: { authorization } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('server did not start');
}

const json = async <T>(reply: Response | Promise<Response>): Promise<T> => (await (await reply).json()) as T;

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });

async function signIn(base: string): Promise<void> {
  authorization = '';
  authorization = `Bearer ${(await json<{ token: string }>(post(base, '/api/user/login', ROOT_LOGIN))).token}`;
}

describe('kill -9 under load, a graceful stop, and restarts', () => {
  jest.setTimeout(60_000);
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-kill-'));
  let server: ChildProcess | null = null;

  afterAll(() => {
    server?.kill('SIGKILL');
  });

  it('loses no acknowledged event, counts nothing twice, and rebuild --verify finds no difference', async () => {
    server = startServer(dataDir, port);
    await waitUntilUp(base);
    await signIn(base);
    const vendorId = (await json<{ id: number }>(post(base, '/api/vendor/add', { name: 'Costco Wholesale' }))).id;
    const productId = (await json<{ id: number }>(post(base, '/api/product/add', validProduct()))).id;

    const acknowledged: { id: number; quantity: number }[] = [];
    let killed = false;
    const worker = async (lane: number) => {
      for (let n = 1; !killed; n += 1) {
        const quantity = (lane % 3) + 1;
        try {
          const reply = await post(base, '/api/stock/add', { productId, vendorId, quantity, stockPrice: 1000, datePurchased: '2026-11-01' });
          if (reply.status === 201) acknowledged.push({ id: (await json<{ id: number }>(reply)).id, quantity });
        } catch {
          return;
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => worker(lane));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    server.kill('SIGKILL');
    killed = true;
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThan(20);

    server = startServer(dataDir, port);
    await waitUntilUp(base);
    const head = (await json<{ headPosition: string }>(fetch(`${base}/api/health`, { headers: { authorization } }))).headPosition;
    const wait = { 'X-Min-Position': head, authorization };
    /** Every row of a paged list, 500 at a time. */
    const everyRow = async <T>(path: string): Promise<T[]> => {
      const rows: T[] = [];
      for (let page = 0, total = Infinity; rows.length < total; page += 1) {
        const next = await json<Page<T>>(fetch(`${base}${path}${path.includes('?') ? '&' : '?'}pageSize=500&page=${page}`, { headers: wait }));
        rows.push(...next.items);
        total = next.total;
      }
      return rows;
    };
    const rows = await everyRow<StockView>(`/api/stock/get/by/product/id/${productId}`);
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((ack) => !stored.has(ack.id))).toEqual([]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);

    const total = rows.reduce((sum, row) => sum + row.quantity, 0);
    const product = await json<ProductView>(fetch(`${base}/api/product/get/by/id/${productId}`, { headers: wait }));
    expect(product.usQuantity).toBe(total);
    const ledger = await everyRow<ProductTransactionView>(`/api/product/get/transactions/by/id/${productId}?order=asc`);
    expect(ledger).toHaveLength(rows.length);
    ledger.reduce((previous, transaction) => {
      expect(transaction.runningQuantity).toBe(previous + transaction.quantity);
      return transaction.runningQuantity;
    }, 0);
    expect(ledger[ledger.length - 1].runningQuantity).toBe(total);

    const stopped = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await stopped;
    server = startServer(dataDir, port);
    await waitUntilUp(base);
    const afterGracefulStop = await json<{ headPosition: string; projections: { lag: string }[] }>(fetch(`${base}/api/health`, { headers: { authorization } }));
    expect(afterGracefulStop.headPosition).toBe(head);
    expect(afterGracefulStop.projections.every((projection) => projection.lag === '0')).toBe(true);
    expect((await json<ProductView>(fetch(`${base}/api/product/get/by/id/${productId}`, { headers: { authorization } }))).usQuantity).toBe(total);

    server.kill('SIGKILL');
    server = null;
    const verify = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(verify.stdout).toMatch(/verify products: \d+ documents .* 0 difference\(s\)/);
    expect(verify.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);
    expect(verify.status).toBe(0);
  });
});
