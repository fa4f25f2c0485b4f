import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@cargo/contracts';
import { CLI, json, ServerProcess } from '../../testing/server-process';
import { validProduct } from '../../testing/test-app';
import { reachablePort } from '../../testing/ports';

const CASH = 1;
/** A claim left by a killed request is settled from the log, and a cross-stream write it left midway finished, after this long (the defaults are a minute). */
const ABANDON_MS = 1000;

type Sent = { kind: 'stock' | 'order' | 'invoice' | 'payment'; path: string; body: unknown; key: string; outcome: number | null };

describe('kill -9 under keyed commands, then every in-doubt request retried with its key', () => {
  jest.setTimeout(120_000);
  // Its own port range (3800–3889): the other kill suites take 3900–3989 and 4000–4089, browser tests 4100 on.
  const server = new ServerProcess(mkdtempSync(join(tmpdir(), 'cargo-retry-')), reachablePort(3800, 90), {
    IDEMPOTENCY_ABANDON_MS: String(ABANDON_MS),
    WORKFLOW_RESUME_AFTER_MS: String(ABANDON_MS),
  });
  const { base, dataDir } = server;

  afterAll(() => server.kill());

  it('takes every command exactly once, whatever the kill cut, and the ledger identities hold', async () => {
    await server.start();
    await server.signIn();
    const post = (path: string, body: unknown, key?: string) => server.post(path, body, key ? { 'Idempotency-Key': key } : {});
    const vendorId = (await json<{ id: number }>(post('/api/vendor/add', { name: 'Costco Wholesale' }))).id;
    const productId = (await json<{ id: number }>(post('/api/product/add', validProduct({ usQuantity: 100_000 })))).id;
    const customerId = (await json<{ id: number }>(post('/api/customer/add', { name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }))).id;
    const invoiceOf = (unitPrice: number) => ({
      typeId: 'General',
      customerId,
      currencyId: 'UsDollar',
      invoiceDate: '2026-11-01',
      invoiceDetails: [{ name: 'Charge', quantity: 1, unitPrice }],
    });
    const payable = await Promise.all(Array.from({ length: 40 }, async () => (await json<{ id: number }>(post('/api/invoice/add', invoiceOf(1000)))).id));

    const sent: Sent[] = [];
    let killed = false;
    const lane = async (make: (n: number) => Omit<Sent, 'key' | 'outcome'>) => {
      for (let n = 0; !killed; n += 1) {
        const request: Sent = { ...make(n), key: randomUUID(), outcome: null };
        sent.push(request);
        try {
          request.outcome = (await post(request.path, request.body, request.key)).status;
        } catch {
          return; // in doubt: the server died with the request
        }
      }
    };
    const lanes = [
      lane(() => ({ kind: 'stock', path: '/api/stock/add', body: { productId, vendorId, quantity: 1, stockPrice: 1000, datePurchased: '2026-11-01' } })),
      lane(() => ({ kind: 'stock', path: '/api/stock/add', body: { productId, vendorId, quantity: 2, stockPrice: 1000, datePurchased: '2026-11-01' } })),
      lane(() => ({
        kind: 'order',
        path: '/api/order/add',
        body: { customerId, typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] },
      })),
      lane(() => ({
        kind: 'order',
        path: '/api/order/add',
        body: { customerId, typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 2 }] },
      })),
      lane(() => ({ kind: 'invoice', path: '/api/invoice/add', body: invoiceOf(700) })),
      // Each payment pays one invoice in part and leaves nothing as credit; a payment past the 40 invoices is all credit.
      lane((n) => ({
        kind: 'payment',
        path: '/api/payment/submit',
        body: { customerId, amount: 300, paymentDate: '2026-11-21', typeId: CASH, invoiceIds: n < payable.length ? [payable[n]] : [] },
      })),
      lane((n) => ({
        kind: 'payment',
        path: '/api/payment/submit',
        body: { customerId, amount: 200, paymentDate: '2026-11-21', typeId: CASH, invoiceIds: n < payable.length ? [payable[payable.length - 1 - n]] : [] },
      })),
    ];
    await new Promise((resolve) => setTimeout(resolve, 800 + Math.floor(Math.random() * 800)));
    await server.kill();
    killed = true;
    await Promise.all(lanes);
    const inDoubt = sent.filter((request) => request.outcome === null);
    expect(sent.filter((request) => request.outcome !== null && request.outcome !== 201)).toEqual([]);

    await server.start();
    // Retried at once (the claims are still young: the server says it is in progress), then after they are abandoned.
    for (const request of inDoubt) {
      const early = (await post(request.path, request.body, request.key)).status;
      expect([201, 409]).toContain(early);
      if (early === 201) request.outcome = 201;
    }
    await new Promise((resolve) => setTimeout(resolve, ABANDON_MS + 200));
    for (const request of inDoubt.filter((item) => item.outcome === null)) {
      const reply = await post(request.path, request.body, request.key);
      const body = (await reply.json()) as { code?: string };
      // A stock receipt is more than a receipt: a retry of one that was carried out is told so.
      if (reply.status === 409) expect(body.code).toBe('error.idempotencyCommitted');
      else expect(reply.status).toBe(201);
      request.outcome = reply.status;
    }
    // Any retry of any key, again, changes nothing more.
    for (const request of inDoubt) expect([201, 409]).toContain((await post(request.path, request.body, request.key)).status);

    const head = (await json<{ headPosition: string }>(fetch(`${base}/api/health`, { headers: server.headers() }))).headPosition;
    const wait = server.headers({ 'X-Min-Position': head });
    const total = async (path: string) => (await json<Page<unknown>>(fetch(`${base}${path}`, { headers: wait }))).total;
    const count = (kind: Sent['kind']) => sent.filter((request) => request.kind === kind).length;
    expect(inDoubt.length).toBeGreaterThan(0);
    // Exactly once: one record per key sent, whether its first request or its retry ran it.
    expect(await total(`/api/stock/get/by/product/id/${productId}?pageSize=1`)).toBe(count('stock'));
    expect(await total(`/api/order/get/by/customer/id/${customerId}?pageSize=1`)).toBe(count('order'));
    const invoices = await json<Page<unknown>>(
      fetch(`${base}/api/invoice/get`, {
        method: 'POST',
        headers: { ...wait, 'content-type': 'application/json' },
        body: JSON.stringify({ customerId, pageSize: 1 }),
      }),
    );
    expect(invoices.total).toBe(payable.length + count('invoice'));
    expect(await total(`/api/payment/get/by/customer/id/${customerId}?pageSize=1`)).toBe(count('payment'));

    // Payments the kill cut between their streams are carried through by the resumer (every few seconds).
    for (let waited = 0; ; waited += 250) {
      const payments = await json<Page<{ status: string }>>(
        fetch(`${base}/api/payment/get/by/customer/id/${customerId}?pageSize=500`, { headers: server.headers() }),
      );
      if (payments.items.every((payment) => payment.status === 'settled')) break;
      if (waited > 20_000) throw new Error(`payments left unfinished: ${JSON.stringify(payments.items.filter((payment) => payment.status !== 'settled'))}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await server.kill();
    const verify = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(verify.stdout).toMatch(/verify ledger: .* 0 difference\(s\)/);
    expect(verify.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);
    expect(verify.status).toBe(0);
  });
});
