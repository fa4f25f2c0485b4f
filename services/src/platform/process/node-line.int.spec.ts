import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderView, Page, PaymentListRow, ReplayJob } from '@cargo/contracts';
import { BACKUP_CLI, json, MAIN, ServerProcess } from '../../testing/server-process';
import { validProduct } from '../../testing/test-app';
import { reachablePort } from '../../testing/ports';

const CASH = 1;
/** Ports 3600–3689: the kill suites and browser tests take others. */
// Never fetch's bad port 3659 in this range: a server there was up, yet every health check failed ("bad port").
const port = () => reachablePort(3600, 90);

/**
 * The built server's life on the Node.js running this test: CI runs it on 26 with every other test,
 * and alone on 22 and 24 after a fresh install there (scripts/node-line-smoke.sh).
 */
describe(`the built server on Node ${process.version}`, () => {
  jest.setTimeout(180_000);
  const scratch = (name: string) => mkdtempSync(join(tmpdir(), `cargo-node-line-${name}-`));
  const backups = scratch('backups');
  const server = new ServerProcess(scratch('data'), port());
  let restored: ServerProcess | null = null;

  afterAll(async () => {
    await server.kill();
    await restored?.kill();
  });

  const backupCli = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [BACKUP_CLI, ...args], { env: { ...process.env, NODE_ENV: '', EVENTSTORE_URL: '', MONGO_URL: '', ...env }, encoding: 'utf8' });

  it('starts on a new data folder, takes an order and a payment, replays, refuses a second process on its folder, backs up, stops on SIGTERM with 0, and restores', async () => {
    await server.start();
    await server.signIn();
    const post = async <T>(path: string, body: unknown) => {
      const reply = await server.post(path, body);
      expect({ path, status: reply.status }).toEqual({ path, status: path.endsWith('/get') ? 200 : 201 });
      return json<T & { position: string }>(reply);
    };
    const vendorId = (await post<{ id: number }>('/api/vendor/add', { name: 'Costco Wholesale' })).id;
    const productId = (await post<{ id: number }>('/api/product/add', validProduct())).id;
    await post('/api/stock/add', { productId, vendorId, quantity: 10, stockPrice: 1000, datePurchased: '2026-11-01' });
    const customerId = (await post<{ id: number }>('/api/customer/add', { name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' })).id;
    const order = await post<{ id: number }>('/api/order/add', {
      customerId,
      typeId: 'Regular',
      orderDetails: [{ productId, warehouseId: 'US', quantity: 2 }],
    });
    const payment = await post<{ id: number }>('/api/payment/add', { customerId, amount: 2500, paymentDate: '2026-11-21', typeId: CASH });

    const readBack = async (running: ServerProcess, position: string) => {
      const wait = { 'X-Min-Position': position };
      const placed = await running.get<OrderView>(`/api/order/get/by/id/${order.id}`, wait);
      const paid = await json<Page<PaymentListRow>>(running.post('/api/payment/get', { customerId }, wait));
      return {
        customerId: placed.customerId,
        lines: placed.lines.map((line) => [line.productId, line.quantity]),
        payments: paid.items.map((row) => [row.id, row.amount]),
      };
    };
    const expected = { customerId, lines: [[productId, 2]], payments: [[payment.id, 2500]] };
    expect(await readBack(server, payment.position)).toEqual(expected);

    // A verified replay: every read model rebuilt on the replay thread and compared with the live one.
    expect((await server.post('/api/audit/verify/replay', {}, { 'X-Min-Position': payment.position })).status).toBe(202);
    let job: ReplayJob;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await server.get<ReplayJob>('/api/audit/verify/replay');
    } while (job.state === 'running');
    expect({ state: job.state, differences: job.report?.differences, broken: job.report?.chain?.firstBroken }).toEqual({
      state: 'finished',
      differences: 0,
      broken: null,
    });

    // A second API process on the same folder is refused with the reason, and the first goes on serving.
    const second = spawnSync(process.execPath, [MAIN], {
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: String(port()), SEED_DEMO_DATA: 'false' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: second.status, refused: second.stderr.includes(`Cannot start: ${server.dataDir} is in use by another API process`) }).toEqual({
      status: 1,
      refused: true,
    });
    expect(await readBack(server, payment.position)).toEqual(expected);

    const backup = backupCli(['backup'], { DATA_DIR: server.dataDir, BACKUP_DIR: backups });
    expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: '' });
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    const [file] = readdirSync(backups);
    const target = join(scratch('restored'), 'data');
    const restore = backupCli(['restore', join(backups, file)], { DATA_DIR: target });
    expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });
    restored = new ServerProcess(target, port());
    await restored.start();
    await restored.signIn();
    expect(await readBack(restored, payment.position)).toEqual(expected);
    expect(await restored.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
