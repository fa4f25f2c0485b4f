import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { customerStream, expenseStream, invoiceStream, monthBucket, orderStream, type ExpenseDetails, type OrderTerms } from '@cargo/contracts';
import { CUSTOMER_PRODUCTS, DASHBOARD_FIGURE_DAYS, figureGroup, OVERVIEW_EXPENSE_MONTHS, allIndexes, valueOnDay } from '@cargo/projections';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { bearer, caughtUp, figures, signIn, startServer, type HttpFigures } from './http.bench';
import { percentile, round2, timed, type QueryFigures } from './timing';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';

const context = { actor: 'bench', correlationId: 'bench-dashboards', causationId: null };
const CUSTOMERS = 5_000;
/** Customer ids the seed takes directly, above those the server hands out (the root account opens one). */
const FIRST_CUSTOMER = 1_001;
const customerOf = (n: number) => FIRST_CUSTOMER + (n % CUSTOMERS);
const PRODUCTS = 500;
const EXPENSE_TYPES = 12;
const INVOICES = 20_000;

/** A date in one of 24 months, spread by n. */
const dateOf = (n: number) => `${2025 + (Math.floor(n / 12) % 2)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;

/** Events a day the seed records: its history runs from 2025-01-01 over about 600 days, all in the past. */
const EVENTS_A_DAY = 400;
/** The day figures are read as of: the seed's history runs on after it. */
const PAST_DAY = '2026-03-31';

/**
 * Customers, `count` orders (1-3 lines over 500 products), `count` expenses and 20,000 invoices with
 * lines, written straight to the log, recorded `EVENTS_A_DAY` a day, so figures are kept over many days.
 */
async function seed(dataDir: string, count: number): Promise<{ seedSeconds: number; events: number }> {
  const started = Date.now();
  const db = openDatabase(dataDir, 'NORMAL');
  const events = new SqliteEventStore(db);
  let written = 0;
  const recorded = metadataFor(context);
  const metadataOf = () => ({ ...recorded, timestamp: new Date(Date.UTC(2025, 0, 1) + Math.floor(written / EVENTS_A_DAY) * 86_400_000).toISOString() });
  for (let customerId = FIRST_CUSTOMER; customerId < FIRST_CUSTOMER + CUSTOMERS; customerId += 1) {
    await events.append(
      customerStream(customerId),
      [
        {
          type: 'CustomerOpened',
          data: {
            customerId,
            userId: null,
            name: `Customer ${customerId}`,
            address1: `${customerId} Main St`,
            address2: '',
            email: '',
            phone: '0912345678',
            parentCustomerId: null,
          },
          metadata: metadataOf(),
        },
      ],
      'no_stream',
    );
    written += 1;
  }
  for (let orderId = 1; orderId <= count; orderId += 1) {
    const lines = Array.from({ length: 1 + (orderId % 3) }, (_, n) => ({
      productId: ((orderId * 7 + n * 13) % PRODUCTS) + 1,
      productTitle: `Bench product ${((orderId * 7 + n * 13) % PRODUCTS) + 1}`,
      pictureId: null,
      warehouseId: 'US' as const,
      quantity: 1 + ((orderId + n) % 5),
      unitPrice: 1000,
      serviceFee: 0,
      caseQuantity: 0,
    }));
    const terms: OrderTerms = {
      customerId: customerOf(orderId),
      typeId: orderId % 10 === 0 ? 'Preorder' : 'Regular',
      lines,
      subtotal: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
      deliveryFee: 0,
      vatFee: 0,
      currencyId: 'UsDollar',
      deliveryAddressId: null,
      paymentInfo: null,
    };
    await events.append(orderStream(orderId), [{ type: 'OrderPlaced', data: { orderId, ...terms }, metadata: metadataOf() }], 'no_stream');
    written += 1;
  }
  for (let expenseId = 1; expenseId <= count; expenseId += 1) {
    const expense: ExpenseDetails = {
      typeId: (expenseId % EXPENSE_TYPES) + 1,
      vendorId: 1,
      paymentMethodId: 1,
      transactionDate: dateOf(expenseId),
      description: 'bench',
      amount: 100 + (expenseId % 9000),
      expenseDetails: [],
    };
    await events.append(expenseStream(expenseId), [{ type: 'ExpenseRecorded', data: { expenseId, expense }, metadata: metadataOf() }], 'no_stream');
    written += 1;
  }
  for (let invoiceId = 1; invoiceId <= INVOICES; invoiceId += 1) {
    const currencyId = invoiceId % 4 === 0 ? 'VietDong' : 'UsDollar';
    await events.append(
      invoiceStream(invoiceId),
      [
        {
          type: 'InvoiceCreated',
          data: {
            invoiceId,
            invoice: {
              typeId: 'General',
              customerId: customerOf(invoiceId),
              associatedId: null,
              mtlTracking: '',
              currencyId,
              invoiceDate: dateOf(invoiceId),
              description: '',
            },
          },
          metadata: metadataOf(),
        },
        {
          type: 'InvoiceLinesAdded',
          data: { invoiceId, lines: [{ id: 1, name: 'Freight', quantity: 2.5, unitPrice: currencyId === 'UsDollar' ? 275 : 70_000, caseQuantity: null }] },
          metadata: metadataOf(),
        },
      ],
      'no_stream',
    );
    written += 2;
  }
  db.close();
  return { seedSeconds: (Date.now() - started) / 1000, events: written };
}

export interface DashboardFigures {
  orders: number;
  expenses: number;
  events: number;
  seedSeconds: number;
  projectSeconds: number;
  http: (HttpFigures & { name: string })[];
  queries: QueryFigures[];
}

/**
 * The dashboards at `count` orders and `count` expenses (and 20,000 invoices): how long the server's
 * projections take to catch up from an empty read store, the overview and a customer's dashboard
 * over HTTP under load, then the overview's figures in this process beside hand-written SQL that
 * sums the raw rows through an index (what a request would cost without the projection).
 */
export async function dashboardFigures(count: number, connections: number, seconds: number): Promise<DashboardFigures> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dashboards-'));
  const { seedSeconds, events } = await seed(dataDir, count);
  const server = await startServer(port, dataDir, { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000000' });
  const http: (HttpFigures & { name: string })[] = [];
  let projectSeconds = 0;
  try {
    const started = Date.now();
    await signIn(port);
    await caughtUp(port);
    projectSeconds = (Date.now() - started) / 1000;
    const scenarios: [string, string][] = [
      ['overview, last 12 months', '/api/dashboard/get/overview?to=2026-12-31'],
      ['overview, 24 months', '/api/dashboard/get/overview?from=2025-01-01&to=2026-12-31'],
      ['customer dashboard', `/api/dashboard/get/customer/by/id/${customerOf(42)}`],
      [`overview, 24 months, as of ${PAST_DAY}`, `/api/dashboard/get/overview?from=2025-01-01&to=2026-12-31&asOf=${PAST_DAY}`],
      ['overview, 24 months, business date up to 2026-06-15', '/api/dashboard/get/overview?from=2025-01-01&to=2026-12-31&datedTo=2026-06-15'],
      [
        `overview, 24 months, as of ${PAST_DAY}, business date up to 2026-02-15`,
        `/api/dashboard/get/overview?from=2025-01-01&to=2026-12-31&asOf=${PAST_DAY}&datedTo=2026-02-15`,
      ],
      [`customer dashboard as of ${PAST_DAY}`, `/api/dashboard/get/customer/by/id/${customerOf(42)}?asOf=${PAST_DAY}`],
    ];
    for (const [name, path] of scenarios) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', path, headers: { authorization: bearer() } }],
      });
      http.push({ name, ...figures(connections, seconds, result) });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  return { orders: count, expenses: count, events, seedSeconds, projectSeconds, http, queries: await inProcess(dataDir) };
}

/** The overview's range reads and a customer's ranking, through the read store and as hand-written SQL over plain indexed tables of the raw facts. */
async function inProcess(dataDir: string): Promise<QueryFigures[]> {
  const db = openDatabase(dataDir);
  const store = new SqliteReadStore(db);
  await store.declare(allIndexes);
  db.exec(`DROP TABLE IF EXISTS reference_expenses; DROP TABLE IF EXISTS reference_order_lines;
    CREATE TABLE reference_expenses (id INTEGER PRIMARY KEY, month TEXT NOT NULL, type_id INTEGER NOT NULL, amount INTEGER NOT NULL, recorded_day TEXT NOT NULL);
    CREATE TABLE reference_order_lines (order_id INTEGER NOT NULL, customer_id INTEGER NOT NULL, product_id INTEGER NOT NULL, title TEXT NOT NULL, quantity INTEGER NOT NULL);`);
  const insertExpense = db.prepare('INSERT INTO reference_expenses (id, month, type_id, amount, recorded_day) VALUES (?, ?, ?, ?, ?)');
  const insertLine = db.prepare('INSERT INTO reference_order_lines (order_id, customer_id, product_id, title, quantity) VALUES (?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const row of db.prepare("SELECT data, metadata FROM events WHERE type = 'ExpenseRecorded'").all() as { data: string; metadata: string }[]) {
      const { expenseId, expense } = JSON.parse(row.data) as { expenseId: number; expense: ExpenseDetails };
      const { timestamp } = JSON.parse(row.metadata) as { timestamp: string };
      insertExpense.run(expenseId, monthBucket(expense.transactionDate), expense.typeId, expense.amount, timestamp.slice(0, 10));
    }
    for (const row of db.prepare("SELECT data FROM events WHERE type = 'OrderPlaced'").all() as { data: string }[]) {
      const order = JSON.parse(row.data) as { orderId: number } & OrderTerms;
      for (const line of order.lines) insertLine.run(order.orderId, order.customerId, line.productId, line.productTitle, line.quantity);
    }
  })();
  db.exec(`CREATE INDEX reference_expenses_month ON reference_expenses (month, type_id, amount);
    CREATE INDEX reference_expenses_recorded ON reference_expenses (month, recorded_day, type_id, amount);
    CREATE INDEX reference_order_lines_customer ON reference_order_lines (customer_id, product_id, title, quantity);`);
  const expensesByTypeAndMonth = db.prepare(
    'SELECT month, type_id, sum(amount) AS amount, count(*) AS n FROM reference_expenses WHERE month BETWEEN ? AND ? GROUP BY month, type_id',
  );
  const expensesAsOf = db.prepare(
    'SELECT month, type_id, sum(amount) AS amount, count(*) AS n FROM reference_expenses WHERE month BETWEEN ? AND ? AND recorded_day <= ? GROUP BY month, type_id',
  );
  const months = Array.from({ length: 12 }, (_, n) => `2026/${String(n + 1).padStart(2, '0')}`);
  const topProducts = db.prepare(
    'SELECT product_id, title, sum(quantity) AS quantity FROM reference_order_lines WHERE customer_id = ? GROUP BY product_id, title ORDER BY quantity DESC, title LIMIT 7',
  );
  const cases: [string, () => unknown, () => unknown][] = [
    [
      'expenses by type and month, 12 months',
      async () => store.find(OVERVIEW_EXPENSE_MONTHS, { month: { $gte: '2026/01', $lte: '2026/12' } }, { sort: { month: 1 } }),
      () => expensesByTypeAndMonth.all('2026/01', '2026/12'),
    ],
    [
      `expenses by type and month, 12 months, as of ${PAST_DAY}`,
      async () => Promise.all(months.map((month) => valueOnDay(store, DASHBOARD_FIGURE_DAYS, figureGroup(OVERVIEW_EXPENSE_MONTHS, month), PAST_DAY))),
      () => expensesAsOf.all('2026/01', '2026/12', PAST_DAY),
    ],
    [
      "a customer's Top Purchased Products",
      async () => store.find(CUSTOMER_PRODUCTS, { customerId: customerOf(42), quantity: { $gt: 0 } }, { sort: { quantity: -1, productTitle: 1 }, limit: 7 }),
      () => topProducts.all(customerOf(42)),
    ],
  ];
  const results: QueryFigures[] = [];
  for (const [name, run, reference] of cases) {
    const mine = await timed(run);
    const theirs = await timed(reference);
    results.push({
      name,
      p50Ms: round2(percentile(mine, 50)),
      p99Ms: round2(percentile(mine, 99)),
      referenceP50Ms: round2(percentile(theirs, 50)),
      referenceP99Ms: round2(percentile(theirs, 99)),
    });
  }
  db.close();
  return results;
}
