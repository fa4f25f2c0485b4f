import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { AddProductInput } from '@cargo/contracts';
import { createApp, type AppOptions, type RunningApp } from '../app';
import { ensureRootUser, ensureUser } from '../identity/bootstrap';
import { loadConfig, type AppConfig } from '../platform/process/config';
import { ReplyContract } from './reply-contract';

export const ROOT = { email: 'root@test.local', password: 'Root#secret1' };

export interface TestApp extends RunningApp {
  /** Signed in as the root user (every level admits root). */
  http: ReturnType<typeof request.agent>;
  /** No token. */
  anonymous: ReturnType<typeof request>;
  config: AppConfig;
  /** An agent that sends this user's bearer token. */
  as(token: string): ReturnType<typeof request.agent>;
  login(email: string, password: string): Promise<string>;
}

/** Built from the first app's document, once per test file (every app serves the same one). */
let replyContract: ReplyContract | undefined;

/** The replies that broke the API document's contract since the last call; fails the test when there are any. */
export function expectRepliesAsDocumented(): void {
  const broken = replyContract?.take() ?? [];
  if (broken.length > 0) throw new Error(`Replies that break the API document:\n${broken.join('\n')}`);
}

/**
 * The real app on a fresh embedded store in a temporary folder, with a root user and without demo
 * data. Every success reply through its agents is checked against the API document.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, options: AppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-api-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret', PROJECTIONS_THREAD: 'false' }),
    seedDemoData: false,
    publicWriteLimitPerMinute: 100_000,
    ...overrides,
  };
  const running = await createApp(config, { logger: false, ...options });
  await ensureRootUser(running.app, ROOT.email, ROOT.password);
  replyContract ??= new ReplyContract((await request(running.app.getHttpServer()).get('/api/docs-json').expect(200)).body);
  const server = createServer(replyContract.watch(running.app.getHttpAdapter().getInstance().routing));
  const as = (token: string) => request.agent(server).set('Authorization', `Bearer ${token}`);
  const login = async (email: string, password: string) =>
    (await request(server).post('/api/user/login').send({ email, password }).expect(200)).body.token as string;
  // Without its own projections (a test that starts them itself), the app is ready only when they run.
  if (config.runProjections) await untilReady(server);
  return { ...running, config, http: as(await login(ROOT.email, ROOT.password)), anonymous: request(server), as, login };
}

/** As a load balancer would: the app takes traffic once it says it is ready (its read models hold what the log held at start). */
async function untilReady(server: ReturnType<typeof createServer>): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    if ((await request(server).get('/api/health/ready')).status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the test app never became ready');
}

export const validProduct = (overrides: Partial<AddProductInput> = {}): AddProductInput => ({
  title: 'Kirkland Fish Oil 1000mg 400 softgels',
  skuCode: 'KS-FISH-400',
  brandId: 1,
  lvl1Id: 2,
  lvl2Id: 3,
  currencyId: 'UsDollar',
  stockPrice: 1650,
  unitPrice: 2199,
  retailPrice: 2499,
  discount: 300,
  airCurrencyId: 'UsDollar',
  airPrice: 275,
  containerCurrencyId: 'UsDollar',
  containerPrice: 100000,
  unitPerCase: 12,
  casePerPallet: 40,
  casePerTier: 8,
  palletQuantity: 0,
  palletHeight: 0,
  size: 0,
  description: '<p>Omega-3</p>',
  usQuantity: 0,
  vnQuantity: 0,
  ...overrides,
});

export const validStock = (productId: number, vendorId: number, quantity = 1) => ({
  productId,
  vendorId,
  quantity,
  stockPrice: 1000,
  datePurchased: '2026-11-01',
});

/** Creates a vendor and a product through the API and returns their ids. */
export async function givenVendorAndProduct(app: TestApp, product: Partial<AddProductInput> = {}): Promise<{ vendorId: number; productId: number }> {
  const vendor = await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201);
  const created = await app.http.post('/api/product/add').send(validProduct(product)).expect(201);
  return { vendorId: vendor.body.id, productId: created.body.id };
}

/** A customer added by staff through the API: its id. */
export async function givenCustomer(app: TestApp, name = 'Trần Văn Bình'): Promise<number> {
  return (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
}

/** A General invoice of one line of `unitPrice` (minor units, US dollars) for the customer: its id. */
export async function givenInvoice(app: TestApp, customerId: number, unitPrice: number): Promise<number> {
  return (
    await app.http
      .post('/api/invoice/add')
      .send({ typeId: 'General', customerId, currencyId: 'UsDollar', invoiceDate: '2026-11-01', invoiceDetails: [{ name: 'Charge', quantity: 1, unitPrice }] })
      .expect(201)
  ).body.id as number;
}

/** A customer who signed up (password 'Customer#1'): their own agent and their customer account's id. */
export async function givenCustomerUser(app: TestApp, email: string, first: string): Promise<{ agent: ReturnType<TestApp['as']>; customerId: number }> {
  await ensureUser(app.app, { role: 'customer', email, password: 'Customer#1' }, { first, last: 'Nguyễn' });
  const agent = app.as(await app.login(email, 'Customer#1'));
  const { customerId } = ((await agent.get('/api/user/verify/session').expect(200)).body as { userInfo: { customerId: number } }).userInfo;
  return { agent, customerId };
}

/** A staff user (password 'Staff#secret1') given `roles` through root's route: their own agent and user id. */
export async function givenStaff(app: TestApp, email: string, roles: string[]): Promise<{ agent: ReturnType<TestApp['as']>; userId: number }> {
  await ensureUser(app.app, { role: 'admin', email, password: 'Staff#secret1' }, { first: roles.join(' '), last: 'Staff' });
  const { id: userId } = (await app.anonymous.post('/api/user/login').send({ email, password: 'Staff#secret1' }).expect(200)).body as { id: number };
  await app.http.post(`/api/user/roles/${userId}`).send({ roles }).expect(201);
  return { agent: app.as(await app.login(email, 'Staff#secret1')), userId };
}

/**
 * The app of the running test, started fresh before each test (or once for the file) and closed
 * after it. It stands for a `TestApp`; `restart` swaps in a new one (pass `dataDir` to keep the store).
 */
class TestAppHandle implements TestApp {
  current: TestApp | null = null;

  private get running(): TestApp {
    if (!this.current) throw new Error('the test app is used outside a test');
    return this.current;
  }
  get app() {
    return this.running.app;
  }
  get infrastructure() {
    return this.running.infrastructure;
  }
  get http() {
    return this.running.http;
  }
  get anonymous() {
    return this.running.anonymous;
  }
  get config() {
    return this.running.config;
  }
  as(token: string) {
    return this.running.as(token);
  }
  login(email: string, password: string) {
    return this.running.login(email, password);
  }
  async close(): Promise<void> {
    await this.current?.close();
    this.current = null;
  }
  async restart(overrides: Partial<AppConfig> = {}): Promise<void> {
    await this.close();
    this.current = await startTestApp(overrides);
  }
}

export function useTestApp(overrides: Partial<AppConfig> = {}, per: 'test' | 'file' = 'test'): TestAppHandle {
  const handle = new TestAppHandle();
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    handle.current = await startTestApp(overrides);
  });
  afterEach(expectRepliesAsDocumented);
  after(() => handle.close());
  return handle;
}

/** Runs `work` against an app of its own (a configuration one test needs), closing it after. */
export async function withTestApp(overrides: Partial<AppConfig>, work: (app: TestApp) => Promise<void>, options: AppOptions = {}): Promise<void> {
  const app = await startTestApp(overrides, options);
  try {
    await work(app);
    expectRepliesAsDocumented();
  } finally {
    await app.close();
  }
}
