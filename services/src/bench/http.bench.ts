import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const MAIN = resolve(__dirname, '../main.js');

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [MAIN], { env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-http-')), SEED_DEMO_DATA: 'false' }, stdio: 'ignore' });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // starting
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error('server did not start');
}

const post = async (port: number, path: string, body: unknown) =>
  (await (await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { id: number };

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
    const vendorId = (await post(port, '/api/vendor/add', { name: 'Bench vendor' })).id;
    const productIds: number[] = [];
    for (let n = 0; n < 50; n += 1) {
      productIds.push(
        (
          await post(port, '/api/product/add', {
            title: `Bench product number ${n}`, skuCode: `B-${n}`, brandId: 1, lvl1Id: 1, lvl2Id: 1, currencyId: 'UsDollar', stockPrice: 1, unitPrice: 1, retailPrice: 1, discount: 0,
            airCurrencyId: 'UsDollar', airPrice: 0, containerCurrencyId: 'UsDollar', containerPrice: 0, unitPerCase: 1, casePerPallet: 1, casePerTier: 1, palletQuantity: 0,
            palletHeight: 0, size: 0, description: 'bench', usQuantity: 0, vnQuantity: 0,
          })
        ).id,
      );
    }
    let next = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/stock/add',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            body: JSON.stringify({ productId: productIds[next++ % productIds.length], vendorId, quantity: 1, stockPrice: 1000, datePurchased: '2026-11-01' }),
          }),
        },
      ],
    });
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
  } finally {
    server.kill('SIGTERM');
  }
}
