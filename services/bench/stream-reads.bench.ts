import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { createApp as CreateApp } from '../src/app';
import type { ensureRootUser as EnsureRootUser } from '../src/identity/bootstrap';
import type { loadConfig as LoadConfig } from '../src/platform/process/config';
import { productBody } from './http.bench';

const ROOT = { email: 'root@bench.local', password: 'Root#bench1' };

export interface StreamReads {
  lines: number;
  /** Reads of the log's streams (forwards and backwards) while the orders were placed, per order line. */
  readsPerLine: number;
  productReadsPerLine: number;
}

/**
 * Stream reads per order line: a build's app (this one's or an earlier commit's `dist`) in this
 * process on a fresh embedded store, its event store's reads counted while `orders` orders of
 * `linesPerOrder` lines (each line another product) are placed through its HTTP routes.
 */
export async function streamReadsPerLine(dist: string, orders: number, linesPerOrder: number): Promise<StreamReads> {
  const { createApp } = (await import(join(dist, 'app.js'))) as { createApp: typeof CreateApp };
  const { loadConfig } = (await import(join(dist, 'platform/process/config.js'))) as { loadConfig: typeof LoadConfig };
  const { ensureRootUser } = (await import(join(dist, 'identity/bootstrap.js'))) as { ensureRootUser: typeof EnsureRootUser };
  const config = {
    ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-reads-')), JWT_SECRET: 'bench-secret', PROJECTIONS_THREAD: 'false' }),
    seedDemoData: false,
    publicWriteLimitPerMinute: 100_000,
  };
  const running = await createApp(config, { logger: false });
  try {
    await ensureRootUser(running.app, ROOT.email, ROOT.password);
    const edge = running.app.getHttpAdapter().getInstance();
    let authorization = '';
    const post = async (url: string, payload: object) => {
      const reply = await edge.inject({ method: 'POST', url, payload, headers: { authorization } });
      if (reply.statusCode >= 300) throw new Error(`${url} answered ${reply.statusCode}: ${reply.body}`);
      return reply.json<{ id: number; token: string }>();
    };
    authorization = `Bearer ${(await post('/api/user/login', ROOT)).token}`;
    const customerId = (await post('/api/customer/add', { name: 'Bench Customer', address1: 'Bench street', phone: '0900000000' })).id;
    const productIds: number[] = [];
    for (let n = 0; n < linesPerOrder * 4; n += 1) productIds.push((await post('/api/product/add', productBody(n, 1_000_000))).id);

    const store = running.infrastructure.eventStore;
    const forward = { readStream: store.readStream.bind(store), readStreamBackwards: store.readStreamBackwards.bind(store) };
    let reads = 0;
    let productReads = 0;
    const count = (stream: string) => {
      reads += 1;
      if (stream.startsWith('product-')) productReads += 1;
    };
    store.readStream = (stream, from) => (count(stream), forward.readStream(stream, from));
    store.readStreamBackwards = (stream, most, before) => (count(stream), forward.readStreamBackwards(stream, most, before));
    for (let order = 0; order < orders; order += 1) {
      const orderDetails = Array.from({ length: linesPerOrder }, (_, line) => ({
        productId: productIds[(order + line * 4) % productIds.length],
        warehouseId: 'US',
        quantity: 1,
      }));
      await post('/api/order/add', { customerId, typeId: 'Regular', orderDetails });
    }
    Object.assign(store, forward);
    const lines = orders * linesPerOrder;
    return { lines, readsPerLine: Math.round((100 * reads) / lines) / 100, productReadsPerLine: Math.round((100 * productReads) / lines) / 100 };
  } finally {
    await running.close();
  }
}
