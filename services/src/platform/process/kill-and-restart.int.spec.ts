import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, ProductTransactionView, ProductView, StockView } from '@cargo/contracts';
import { CLI, json, ServerProcess } from '../../testing/server-process';
import { openDatabase } from './database';
import { validProduct } from '../../testing/test-app';
import { reachablePort } from '../../testing/ports';

describe('kill -9 under load, a graceful stop, and restarts', () => {
  jest.setTimeout(60_000);
  const server = new ServerProcess(mkdtempSync(join(tmpdir(), 'cargo-kill-')), reachablePort(3900, 90));
  const { base, dataDir } = server;
  const post = (path: string, body: unknown) => server.post(path, body);

  afterAll(() => server.kill());

  it('loses no acknowledged event, counts nothing twice, and rebuild --verify finds no difference', async () => {
    await server.start();
    await server.signIn();
    const vendorId = (await json<{ id: number }>(post('/api/vendor/add', { name: 'Costco Wholesale' }))).id;
    const productId = (await json<{ id: number }>(post('/api/product/add', validProduct()))).id;

    const acknowledged: { id: number; quantity: number }[] = [];
    let killed = false;
    const worker = async (lane: number) => {
      for (let n = 1; !killed; n += 1) {
        const quantity = (lane % 3) + 1;
        try {
          const reply = await post('/api/stock/add', { productId, vendorId, quantity, stockPrice: 1000, datePurchased: '2026-11-01' });
          if (reply.status === 201) acknowledged.push({ id: (await json<{ id: number }>(reply)).id, quantity });
        } catch {
          return;
        }
      }
    };
    const lanes = Array.from({ length: 8 }, (_, lane) => worker(lane));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.kill();
    killed = true;
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThan(20);

    await server.start();
    const head = (await json<{ headPosition: string }>(fetch(`${base}/api/health`, { headers: server.headers() }))).headPosition;
    const wait = server.headers({ 'X-Min-Position': head });
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

    await server.kill('SIGTERM');
    await server.start();
    const afterGracefulStop = await json<{ headPosition: string; projections: { lag: string }[] }>(fetch(`${base}/api/health`, { headers: server.headers() }));
    expect(afterGracefulStop.headPosition).toBe(head);
    expect(afterGracefulStop.projections.every((projection) => projection.lag === '0')).toBe(true);
    expect((await json<ProductView>(fetch(`${base}/api/product/get/by/id/${productId}`, { headers: server.headers() }))).usQuantity).toBe(total);

    await server.kill();
    const verify = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(verify.stdout).toMatch(/verify products: \d+ documents .* 0 difference\(s\)/);
    // The audit log (a document per event) is verified on a second thread, beside the others.
    expect(verify.stdout).toMatch(/verify audit-log: \d+ documents .* 0 difference\(s\)/);
    expect(verify.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);
    // Killed mid-write and restarted, the log's hash chain is whole.
    expect(verify.stdout).toMatch(/verify log: \d+ event\(s\) linked, no broken link/);
    expect(verify.status).toBe(0);

    // A rebuild (the audit log built on the second thread, swapped in with the others) gives read models a verify finds equal.
    const rebuilt = spawnSync(process.execPath, [CLI], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(rebuilt.stdout).toMatch(/rebuilt .*audit-log.*: \d+ documents from \d+ events/);
    expect(rebuilt.status).toBe(0);
    const afterRebuild = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(afterRebuild.stdout).toMatch(/verify audit-log: \d+ documents .* 0 difference\(s\)/);
    expect(afterRebuild.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);

    // An edit made directly in the file is found, at its position.
    const db = openDatabase(dataDir);
    const { position } = db.prepare<[], { position: number }>("SELECT position FROM events WHERE type = 'StockAdded' ORDER BY position LIMIT 1").get()!;
    db.prepare('UPDATE events SET data = replace(data, \'"quantity":\', \'"quantity":1\') WHERE position = ?').run(position);
    db.close();
    const tampered = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
    expect(tampered.stdout).toContain(`first broken link at position ${position} `);
    // The second thread's pass sees the edit too: the audit entry rebuilt from the edited event differs from the one written live.
    expect(tampered.stdout).toMatch(/verify audit-log: \d+ documents .* [1-9]\d* difference\(s\)/);
    expect(tampered.status).toBe(1);
  });
});
