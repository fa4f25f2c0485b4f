import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { createApp as CreateApp } from '../src/app';
import type { ensureRootUser as EnsureRootUser } from '../src/identity/bootstrap';
import type { loadConfig as LoadConfig } from '../src/platform/process/config';
import { productBody } from './http.bench';

const ROOT = { email: 'root@bench.local', password: 'Root#bench1' };
const PAYMENTS = 50;

export interface StreamReads {
  lines: number;
  /** Reads of the log's streams (forwards and backwards) while the orders were placed, per order line. */
  readsPerLine: number;
  productReadsPerLine: number;
  payments: number;
  /** Reads while payments were submitted, each across three invoices with credit, per payment. */
  readsPerPayment: number;
  invoiceReadsPerPayment: number;
}

/**
 * Stream reads per order line and per payment: a build's app (this one's or an earlier commit's `dist`) in this
 * process on a fresh embedded store, its event store's reads counted while `orders` orders of
 * `linesPerOrder` lines (each line another product) are placed through its HTTP routes, then as
 * payments are submitted across three invoices each, with credit from the payment before.
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

    const invoiceIds: number[] = [];
    for (let n = 0; n < PAYMENTS * 3; n += 1)
      invoiceIds.push(
        (await post('/api/invoice/add', { typeId: 'General', customerId, invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 100 }] })).id,
      );
    await post('/api/payment/submit', { customerId, amount: 50, paymentDate: '2026-11-21', typeId: 1 });

    const store = running.infrastructure.eventStore;
    const forward = { readStream: store.readStream.bind(store), readStreamBackwards: store.readStreamBackwards.bind(store) };
    const reads = new Map<string, number>();
    const count = (stream: string) => {
      const kind = stream.slice(0, stream.indexOf('-') + 1);
      reads.set('all', (reads.get('all') ?? 0) + 1);
      reads.set(kind, (reads.get(kind) ?? 0) + 1);
    };
    const counted = async (work: () => Promise<void>) => {
      reads.clear();
      store.readStream = (stream, from) => (count(stream), forward.readStream(stream, from));
      store.readStreamBackwards = (stream, most, before) => (count(stream), forward.readStreamBackwards(stream, most, before));
      try {
        await work();
      } finally {
        Object.assign(store, forward);
      }
      return { all: reads.get('all') ?? 0, product: reads.get('product-') ?? 0, invoice: reads.get('invoice-') ?? 0 };
    };
    const ordering = await counted(async () => {
      for (let order = 0; order < orders; order += 1) {
        const orderDetails = Array.from({ length: linesPerOrder }, (_, line) => ({
          productId: productIds[(order + line * 4) % productIds.length],
          warehouseId: 'US',
          quantity: 1,
        }));
        await post('/api/order/add', { customerId, typeId: 'Regular', orderDetails });
      }
    });
    // Each payment: $3.50 over three $1.00 invoices and $0.50 of credit, leaving $1.00 of credit for the next.
    const paying = await counted(async () => {
      for (let payment = 0; payment < PAYMENTS; payment += 1)
        await post('/api/payment/submit', {
          customerId,
          amount: 350,
          creditToUse: 50,
          paymentDate: '2026-11-21',
          typeId: 1,
          invoiceIds: invoiceIds.slice(payment * 3, payment * 3 + 3),
        });
    });
    const lines = orders * linesPerOrder;
    const per = (count: number, units: number) => Math.round((100 * count) / units) / 100;
    return {
      lines,
      readsPerLine: per(ordering.all, lines),
      productReadsPerLine: per(ordering.product, lines),
      payments: PAYMENTS,
      readsPerPayment: per(paying.all, PAYMENTS),
      invoiceReadsPerPayment: per(paying.invoice, PAYMENTS),
    };
  } finally {
    await running.close();
  }
}
