import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { cpuPer, threadCpu } from './thread-cpu';
import { productStream } from '@cargo/contracts';
import { reservationDecider } from '../src/inventory/reservation.decider';
import { AggregateRepository } from '../src/platform/write-model/aggregate-repository';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';

/** The production build (`npm run build`) the bench measures; `useBuild` points it at another (an earlier commit's, to compare). */
export const THIS_BUILD = resolve(__dirname, '../../dist');
let MAIN = join(THIS_BUILD, 'main.js');
export const useBuild = (dist: string) => {
  MAIN = join(dist, 'main.js');
};

const ROOT = { email: 'root@bench.local', password: 'Root#bench1' };

export async function startServer(port: number, dataDir = mkdtempSync(join(tmpdir(), 'bench-http-')), env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      ROOT_EMAIL: ROOT.email,
      ROOT_PASSWORD: ROOT.password,
      PUBLIC_WRITE_LIMIT_PER_MINUTE: '10000',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      // Up, not ready: a store seeded straight into its log is ready only once its read models caught up (`caughtUp`).
      if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok) return server;
    } catch {
      // starting
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('server did not start');
}

let authorization = '';
/** The signed-in root's bearer header (after `signIn`). */
export const bearer = () => authorization;

export const post = async (port: number, path: string, body: unknown) =>
  (await (
    await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    })
  ).json()) as {
    id: number;
    position: string;
    token: string;
  };

export async function signIn(port: number): Promise<void> {
  authorization = '';
  authorization = `Bearer ${(await post(port, '/api/user/login', ROOT)).token}`;
}

export const productBody = (n: number, usQuantity: number) => ({
  title: `Bench product number ${n}`,
  skuCode: `B-${n}`,
  brandId: 1,
  lvl1Id: 1,
  lvl2Id: 1,
  currencyId: 'UsDollar',
  stockPrice: 1,
  unitPrice: 1,
  retailPrice: 1,
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
  description: 'bench',
  usQuantity,
  vnQuantity: 0,
});

export interface HttpFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Stock-add commands over HTTP against the built server in its own process, spread over 50 products. */
export async function stockAddOverHttp(connections: number, seconds: number): Promise<HttpFigures> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const server = await startServer(port);
  try {
    await signIn(port);
    const vendorId = (await post(port, '/api/vendor/add', { name: 'Bench vendor' })).id;
    const productIds: number[] = [];
    for (let n = 0; n < 50; n += 1) productIds.push((await post(port, '/api/product/add', productBody(n, 0))).id);
    let next = 0;
    const result = await commandLoad(port, connections, seconds, '/api/stock/add', () => ({
      productId: productIds[next++ % productIds.length],
      vendorId,
      quantity: 1,
      stockPrice: 1000,
      datePurchased: '2026-11-01',
    }));
    return figures(connections, seconds, result);
  } finally {
    server.kill('SIGTERM');
  }
}

async function stop(server: ChildProcess): Promise<void> {
  await new Promise<void>((done) => {
    server.once('exit', () => done());
    server.kill('SIGTERM');
  });
}

async function seedPastOrders(dataDir: string, productIds: number[], pastOrders: number): Promise<void> {
  const db = openDatabase(dataDir, 'NORMAL');
  const repository = new AggregateRepository(new SqliteEventStore(db));
  const context = { actor: 'bench', correlationId: 'bench-history', causationId: null };
  await Promise.all(
    productIds.map(async (productId, index) => {
      for (let nth = 1; nth <= pastOrders; nth += 1) {
        const orderId = 1_000_000 + nth * productIds.length + index;
        await repository.execute(
          productStream(productId),
          reservationDecider,
          { type: 'ReserveStock', data: { productId, orderId, moves: [{ warehouseId: 'US', quantity: 1, held: false }] } },
          context,
        );
      }
    }),
  );
  db.close();
}

/** Waits until the projections have read the whole log (root sees the lag on /api/health). */
export async function caughtUp(port: number): Promise<void> {
  for (;;) {
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { authorization } })).json()) as { projections?: { lag: string }[] };
    if (health.projections?.every((projection) => projection.lag === '0')) return;
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** POSTs a fresh body per request to one command route, signed in, for the given time. */
export function commandLoad(port: number, connections: number, seconds: number, path: string, body: () => object): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', authorization },
        setupRequest: (request: autocannon.Request) => ({ ...request, body: JSON.stringify(body()) }),
      },
    ],
  });
}

export function figures(connections: number, seconds: number, result: autocannon.Result): HttpFigures {
  return {
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Placing Regular orders over HTTP: one line each, spread over 50 products with ample stock, so every
 * order reserves on a product stream and is recorded on its own order stream.
 */
export async function placeOrderOverHttp(
  connections: number,
  seconds: number,
  pastOrders = 0,
): Promise<HttpFigures & { cpuMicrosPerOrder: Record<string, number> }> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  let server = await startServer(port, dataDir);
  try {
    await signIn(port);
    const customerId = (await post(port, '/api/customer/add', { name: 'Bench Customer', address1: 'Bench street', phone: '0900000000' })).id;
    const productIds: number[] = [];
    for (let n = 0; n < 50; n += 1) productIds.push((await post(port, '/api/product/add', productBody(n, 1_000_000))).id);
    if (pastOrders > 0) {
      // Each product's history: reservations of `pastOrders` earlier orders, through the real decider
      // (so snapshots are kept as in production); then a restart, so every product is loaded cold.
      await stop(server);
      await seedPastOrders(dataDir, productIds, pastOrders);
      server = await startServer(port, dataDir);
      await signIn(port);
      await caughtUp(port);
    }
    let next = 0;
    const cpuBefore = threadCpu(server.pid!);
    const result = await commandLoad(port, connections, seconds, '/api/order/add', () => ({
      customerId,
      typeId: 'Regular',
      orderDetails: [{ productId: productIds[next++ % productIds.length], warehouseId: 'US', quantity: 1, unitPrice: 100 }],
    }));
    return { ...figures(connections, seconds, result), cpuMicrosPerOrder: cpuPer(cpuBefore, threadCpu(server.pid!), result['2xx']) };
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * Read-your-writes lag: the time from a command's reply to a query (sent with its X-Min-Position)
 * answering, i.e. how long the read model takes to include the write the client just made.
 */
export async function readYourWritesLag(samples: number): Promise<{ samples: number; p50Ms: number; p99Ms: number; maxMs: number }> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const server = await startServer(port);
  try {
    await signIn(port);
    const customerId = (await post(port, '/api/customer/add', { name: 'Bench Customer', address1: 'Bench street', phone: '0900000000' })).id;
    const productId = (await post(port, '/api/product/add', productBody(1, 1_000_000))).id;
    const lags: number[] = [];
    for (let n = 0; n < samples; n += 1) {
      const { id, position } = await post(port, '/api/order/add', {
        customerId,
        typeId: 'Regular',
        orderDetails: [{ productId, warehouseId: 'US', quantity: 1, unitPrice: 100 }],
      });
      const started = process.hrtime.bigint();
      const reply = await fetch(`http://127.0.0.1:${port}/api/order/get/by/id/${id}`, { headers: { authorization, 'X-Min-Position': position } });
      await reply.json();
      lags.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    lags.sort((a, b) => a - b);
    const at = (share: number) => Math.round(lags[Math.min(lags.length - 1, Math.floor(share * lags.length))] * 100) / 100;
    return { samples, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
  } finally {
    server.kill('SIGTERM');
  }
}
