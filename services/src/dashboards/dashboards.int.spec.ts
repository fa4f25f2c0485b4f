import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { packageCountsOf, seededOptionId, type CustomerDashboard, type LiveMessage, type OverviewDashboard, type PackageCounts } from '@cargo/contracts';
import { dashboardsProjection, verifyProjection } from '@cargo/projections';
import { ensureUser } from '../identity/bootstrap';
import { givenCustomerUser, givenVendorAndProduct, ROOT, useTestApp, validProduct, validStock } from '../testing/test-app';
import { coldWhenFull } from '../platform/read-store/cold-documents';

const ADMIN = { email: 'admin@dashboards.test', password: 'Admin#secret1' };
const CASH = 1;
const OTHER_TYPE = seededOptionId('expenseType', 'Other');
const DEBIT_CREDIT = seededOptionId('expensePaymentMethod', 'DebitCredit');

/** The log records when each event happened: only the clock (Date) is moved, timers run as they do. */
const onDay = (day: string) => jest.setSystemTime(new Date(`${day}T10:00:00Z`));
const datesOnlyFaked = () =>
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });

describe('dashboards over HTTP', () => {
  const app = useTestApp();
  const get = async <T>(path: string, position = '0'): Promise<T> => (await app.http.get(path).set('X-Min-Position', position).expect(200)).body as T;
  const newCustomer = async (name: string) =>
    (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
  const invoice = async (customerId: number, currencyId: string, invoiceDate: string, lines: [quantity: number, unitPrice: number][]) =>
    (
      await app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'General',
          customerId,
          currencyId,
          invoiceDate,
          invoiceDetails: lines.map(([quantity, unitPrice], n) => ({ name: `Charge ${n}`, quantity, unitPrice })),
        })
        .expect(201)
    ).body as { id: number; position: string };

  it("draws the customer's months, Top Purchased Products (quantity, then title) and pie from what the test wrote", async () => {
    const { vendorId, productId: fishOil } = await givenVendorAndProduct(app);
    const products = [fishOil];
    for (const title of [
      'Almonds roasted 1kg',
      'Cashews roasted 1kg',
      'Dates Medjool 2lb',
      'Espresso beans 2lb',
      'Figs dried 1kg bag',
      'Granola honey 2kg',
      'Honey raw 1kg jar',
    ])
      products.push(
        (
          await app.http
            .post('/api/product/add')
            .send(validProduct({ title, skuCode: `DP-${title.slice(0, 4)}` }))
            .expect(201)
        ).body.id,
      );
    for (const productId of products)
      await app.http
        .post('/api/stock/add')
        .send(validStock(productId, vendorId, 50))
        .expect(201);
    const binh = await newCustomer('Trần Văn Bình');
    const hoa = await newCustomer('Lê Thị Hoa');
    // Quantities by product index: Almonds and Cashews tie at 4 (title breaks it), Honey bought by Hoa only.
    const bought: [customerId: number, lines: [index: number, quantity: number][], typeId: string][] = [
      [
        binh,
        [
          [0, 6],
          [1, 4],
        ],
        'Regular',
      ],
      [
        binh,
        [
          [2, 4],
          [3, 1],
          [4, 2],
        ],
        'Preorder',
      ],
      [
        binh,
        [
          [5, 1],
          [6, 1],
        ],
        'Regular',
      ],
      [binh, [[0, 20]], 'PlaceHolder'],
      [hoa, [[7, 3]], 'Regular'],
    ];
    for (const [customerId, lines, typeId] of bought)
      await app.http
        .post('/api/order/add')
        .send({ customerId, typeId, orderDetails: lines.map(([index, quantity]) => ({ productId: products[index], warehouseId: 'US', quantity })) })
        .expect(201);
    const october = await invoice(binh, 'UsDollar', '2026-10-03', [
      [2, 1500],
      [1.5, 999],
    ]);
    await invoice(binh, 'VietDong', '2026-11-04', [[1, 250_000]]);
    const paid = (
      await app.http
        .post('/api/payment/submit')
        .send({ customerId: binh, amount: 2000, invoiceIds: [october.id], paymentDate: '2026-11-21', typeId: CASH })
        .expect(201)
    ).body;

    const dashboard = await get<CustomerDashboard>(`/api/dashboard/get/customer/by/id/${binh}`, paid.position);
    // What the test wrote: 2 x 1500 + 1.5 x 999 = 4498.5, half up to 4499.
    expect(dashboard.months).toEqual([
      expect.objectContaining({ currencyId: 'UsDollar', month: '2026/10', invoiced: 4499 }),
      expect.objectContaining({ currencyId: 'UsDollar', month: '2026/11', paid: 2000 }),
      expect.objectContaining({ currencyId: 'VietDong', month: '2026/11', invoiced: 250_000 }),
    ]);
    expect(dashboard.topProducts?.map((row) => [row.productTitle, row.quantity])).toEqual([
      [validProduct().title, 6],
      ['Almonds roasted 1kg', 4],
      ['Cashews roasted 1kg', 4],
      ['Espresso beans 2lb', 2],
      ['Dates Medjool 2lb', 1],
    ]);
    // Seven products bought: all seven fit the pie; the on-hold order does not count.
    expect(dashboard.slices?.map((slice) => slice.quantity)).toEqual([6, 4, 4, 2, 1, 1, 1]);
    await app.http.get('/api/dashboard/get/customer/by/id/999999').expect(404);
    // Rebuilt from the log into scratch space, the figures equal the live ones.
    expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, dashboardsProjection, coldWhenFull)).differences).toEqual([]);
  });

  it('gives the overview to root only, its figures equal to the stock, expenses, invoices and payments the test wrote', async () => {
    await ensureUser(app.app, { role: 'admin', ...ADMIN }, { first: 'Nhan', last: 'Vien' });
    const admin = await app.login(ADMIN.email, ADMIN.password);
    await app.as(admin).get('/api/dashboard/get/overview').expect(403);
    await app.anonymous.get('/api/dashboard/get/overview').expect(401);

    const { vendorId, productId } = await givenVendorAndProduct(app);
    await app.http
      .post('/api/stock/add')
      .send({ ...validStock(productId, vendorId, 10), stockPrice: 1250 })
      .expect(201);
    await app.http
      .post('/api/stock/add')
      .send({ ...validStock(productId, vendorId, 3), stockPrice: 990 })
      .expect(201);
    const expense = (amount: number, transactionDate: string) => ({
      typeId: OTHER_TYPE,
      vendorId,
      paymentMethodId: DEBIT_CREDIT,
      transactionDate,
      amount,
      description: 'Fuel',
    });
    for (const [amount, date] of [
      [4500, '2026-10-02'],
      [1200, '2026-10-09'],
      [300, '2026-11-01'],
      [7777, '2025-01-15'],
    ] as const)
      await app.http.post('/api/expense/add').send(expense(amount, date)).expect(201);
    const customerId = await newCustomer('Nguyễn Minh Tâm');
    const first = await invoice(customerId, 'UsDollar', '2026-10-20', [[1, 10_000]]);
    await invoice(customerId, 'VietDong', '2026-11-02', [[3, 100_000]]);
    const paid = (
      await app.http
        .post('/api/payment/submit')
        .send({ customerId, amount: 4000, invoiceIds: [first.id], paymentDate: '2026-11-21', typeId: CASH })
        .expect(201)
    ).body;

    const overview = await get<OverviewDashboard>('/api/dashboard/get/overview?from=2026-10-01&to=2026-11-30', paid.position);
    expect(overview).toMatchObject({
      from: '2026-10-01',
      to: '2026-11-30',
      stockAmount: 10 * 1250 + 3 * 990,
      totalStock: 13,
      expenseAmount: 4500 + 1200 + 300,
      totalExpense: 3,
    });
    expect(overview.totalAmount).toBe(overview.stockAmount - overview.expenseAmount);
    expect(overview.months.map(({ month, currencyId, invoiced, collected }) => [month, currencyId, invoiced, collected])).toEqual([
      ['2026/10', 'UsDollar', 10_000, 0],
      ['2026/11', 'UsDollar', 0, 4000],
      ['2026/11', 'VietDong', 300_000, 0],
    ]);
    // Dollars and dong owed stay apart.
    expect(overview.receivables.map(({ id, outstanding }) => [id, outstanding])).toEqual([
      ['UsDollar', 6000],
      ['VietDong', 300_000],
    ]);
    expect(overview.topCustomers?.map(({ currencyId, invoiced, customerLabel }) => [currencyId, invoiced, customerLabel])).toEqual([
      ['UsDollar', 10_000, 'Nguyễn Minh Tâm - 0912345678'],
      ['VietDong', 300_000, 'Nguyễn Minh Tâm - 0912345678'],
    ]);
    // Another range: only January 2025's expense.
    expect(await get<OverviewDashboard>('/api/dashboard/get/overview?from=2025-01-01&to=2025-01-31')).toMatchObject({
      expenseAmount: 7777,
      totalExpense: 1,
      months: [],
    });
    expect((await app.http.get('/api/dashboard/get/overview?from=2026-13-01').expect(400)).body.code).toBeDefined();
    expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, dashboardsProjection, coldWhenFull)).differences).toEqual([]);
  });

  it('streams which read models moved after a write, to a signed-in caller only', async () => {
    await app.anonymous.get('/api/changes').set('Accept', 'text/event-stream').expect(401);
    expect((await app.http.get('/api/changes').set('Accept-Language', 'en').expect(406)).body.message).toBe(
      'This address sends live updates only: ask for text/event-stream',
    );
    const server = app.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as AddressInfo;
    const token = await app.login(ROOT.email, ROOT.password);
    const received: LiveMessage[] = [];
    const request = http.get({
      host: '127.0.0.1',
      port: address.port,
      path: '/api/changes',
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    });
    const connected = new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    const response = await connected;
    expect(response.headers['content-type']).toContain('text/event-stream');
    let buffer = '';
    response.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (data) received.push(JSON.parse(data.slice(6)) as LiveMessage);
      }
    });
    try {
      await newCustomer('Phạm Văn Đức');
      const deadline = Date.now() + 5000;
      while (!received.some((message) => message.collections.includes('customers')) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received.flatMap((message) => message.collections)).toContain('customers');
    } finally {
      request.destroy();
    }
  });

  it("reads the overview, the customer dashboard and the statement's credit as of a past day: as they stood at its end", async () => {
    // The clock is moved through three days.
    datesOnlyFaked();
    const seen = new Map<string, { overview: OverviewDashboard; customer: CustomerDashboard; credit: number }>();
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const customerId = await newCustomer('Phạm Thu Trang');
    const range = 'from=2026-03-01&to=2026-03-31';
    const standing = async (day: string, position: string) => {
      const overview = await get<OverviewDashboard>(`/api/dashboard/get/overview?${range}`, position);
      const customer = await get<CustomerDashboard>(`/api/dashboard/get/customer/by/id/${customerId}`, position);
      const statement = await get<{ credit: number }>(`/api/invoice/get/statement/${customerId}?currencyId=UsDollar&from=2026-03-01&to=${day}`, position);
      seen.set(day, { overview, customer, credit: statement.credit });
    };
    try {
      onDay('2026-03-02');
      await app.http
        .post('/api/stock/add')
        .send({ ...validStock(productId, vendorId, 10), stockPrice: 1250 })
        .expect(201);
      const march = await invoice(customerId, 'UsDollar', '2026-03-02', [[1, 5000]]);
      await standing('2026-03-02', march.position);

      onDay('2026-03-03');
      await app.http
        .post('/api/stock/add')
        .send({ ...validStock(productId, vendorId, 3), stockPrice: 990 })
        .expect(201);
      // 6000 against 5000 due: the invoice is paid and 1000 becomes credit.
      const paid = (
        await app.http
          .post('/api/payment/submit')
          .send({ customerId, amount: 6000, invoiceIds: [march.id], paymentDate: '2026-03-03', typeId: CASH })
          .expect(201)
      ).body;
      await standing('2026-03-03', paid.position);

      onDay('2026-03-05');
      await invoice(customerId, 'VietDong', '2026-03-05', [[2, 100_000]]);
      const credit = (await app.http.post('/api/payment/submit').send({ customerId, amount: 500, paymentDate: '2026-03-05', typeId: CASH }).expect(201)).body;
      await standing('2026-03-05', credit.position);
    } finally {
      jest.useRealTimers();
    }
    const day2 = seen.get('2026-03-02')!;
    const day3 = seen.get('2026-03-03')!;
    // What the test wrote moved every figure each day: the days are told apart.
    expect([day2.overview.stockAmount, day3.overview.stockAmount]).toEqual([10 * 1250, 10 * 1250 + 3 * 990]);
    expect(day2.overview.receivables.find((row) => row.id === 'UsDollar')?.outstanding).toBe(5000);
    expect([day2.credit, day3.credit, seen.get('2026-03-05')!.credit]).toEqual([0, 1000, 1500]);

    const withoutRankings = ({ asOf: _asOf, topProducts: _products, topCustomers: _customers, ...figures }: OverviewDashboard) => figures;
    for (const [day, then] of seen) {
      // Read today, as of each day: what the live dashboards showed at that day's end.
      const overview = await get<OverviewDashboard>(`/api/dashboard/get/overview?${range}&asOf=${day}`);
      expect(overview).toMatchObject({ asOf: day, topProducts: null, topCustomers: null });
      expect(withoutRankings(overview)).toEqual(withoutRankings(then.overview));
      const customer = await get<CustomerDashboard>(`/api/dashboard/get/customer/by/id/${customerId}?asOf=${day}`);
      expect(customer).toMatchObject({ asOf: day, topProducts: null, slices: null });
      expect(customer.months).toEqual(then.customer.months);
      const statement = await get<{ credit: number }>(`/api/invoice/get/statement/${customerId}?currencyId=UsDollar&from=2026-03-01&to=${day}`);
      expect(statement.credit).toBe(then.credit);
    }
    // Before anything was recorded: nothing stood; today (or later): the figures as they stand.
    expect(await get<OverviewDashboard>(`/api/dashboard/get/overview?${range}&asOf=2026-03-01`)).toMatchObject({
      stockAmount: 0,
      totalStock: 0,
      months: [],
      receivables: [],
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(await get<OverviewDashboard>(`/api/dashboard/get/overview?${range}&asOf=${today}`)).toMatchObject({ asOf: null, topProducts: expect.any(Array) });
    expect((await app.http.get('/api/dashboard/get/overview?asOf=yesterday').expect(400)).body.code).toBe('error.invalidInput');
    expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, dashboardsProjection, coldWhenFull)).differences).toEqual([]);
  });

  it('counts on the overview only stock purchased and expenses paid up to a business date, as recorded by a past day too', async () => {
    datesOnlyFaked();
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const expense = (amount: number, transactionDate: string) => ({
      typeId: OTHER_TYPE,
      vendorId,
      paymentMethodId: DEBIT_CREDIT,
      transactionDate,
      amount,
      description: 'Rent',
    });
    let position = '0';
    try {
      // Recorded on May 2: stock bought 2031-03-10, an expense paid 2031-03-09. On May 4: stock bought 2031-04-20, expenses paid 2031-04-05 and 2031-04-25.
      onDay('2026-05-02');
      await app.http
        .post('/api/stock/add')
        .send({ ...validStock(productId, vendorId, 2), stockPrice: 500, datePurchased: '2031-03-10' })
        .expect(201);
      await app.http.post('/api/expense/add').send(expense(1200, '2031-03-09')).expect(201);
      onDay('2026-05-04');
      await app.http
        .post('/api/stock/add')
        .send({ ...validStock(productId, vendorId, 1), stockPrice: 700, datePurchased: '2031-04-20' })
        .expect(201);
      await app.http.post('/api/expense/add').send(expense(300, '2031-04-05')).expect(201);
      position = (await app.http.post('/api/expense/add').send(expense(400, '2031-04-25')).expect(201)).body.position;
    } finally {
      jest.useRealTimers();
    }
    const range = 'from=2031-03-01&to=2031-04-30';
    const overview = (query: string) => get<OverviewDashboard>(`/api/dashboard/get/overview?${range}&${query}`, position);
    // Everything the other tests wrote is dated before 2031: the stock dated up to New Year 2031 is theirs.
    const before = (await overview('datedTo=2031-01-01')).stockAmount;
    const cards = async (query: string) => {
      const { stockAmount, totalStock, expenseAmount, totalExpense, totalAmount, datedTo } = await overview(query);
      expect(totalAmount).toBe(stockAmount - expenseAmount);
      return { datedTo, stock: stockAmount - before, totalStock, expenseAmount, totalExpense };
    };
    expect(await cards('datedTo=2031-03-09')).toMatchObject({ datedTo: '2031-03-09', stock: 0, expenseAmount: 1200, totalExpense: 1 });
    expect(await cards('datedTo=2031-03-10')).toMatchObject({ stock: 1000, expenseAmount: 1200 });
    expect(await cards('datedTo=2031-04-10')).toMatchObject({ stock: 1000, expenseAmount: 1500, totalExpense: 2 });
    expect(await cards('datedTo=2031-04-20')).toMatchObject({ stock: 1700, expenseAmount: 1500 });
    expect(await cards('datedTo=2031-04-30')).toMatchObject({ stock: 1700, expenseAmount: 1900, totalExpense: 3 });
    // A business date before the range counts none of its expenses; without one, every expense of the range.
    expect(await cards('datedTo=2031-02-28')).toMatchObject({ stock: 0, expenseAmount: 0, totalExpense: 0 });
    expect(await overview('')).toMatchObject({ datedTo: null, expenseAmount: 1900, totalExpense: 3 });

    // As recorded by May 3, only May 2's records stood, whatever the business date.
    const beforeThen = (await overview('asOf=2026-05-03&datedTo=2031-01-01')).stockAmount;
    const then = await overview('asOf=2026-05-03&datedTo=2031-04-30');
    expect({ stock: then.stockAmount - beforeThen, expenseAmount: then.expenseAmount, totalExpense: then.totalExpense }).toEqual({
      stock: 1000,
      expenseAmount: 1200,
      totalExpense: 1,
    });
    expect((await overview('asOf=2026-05-03&datedTo=2031-03-09')).stockAmount - beforeThen).toBe(0);
    expect((await app.http.get('/api/dashboard/get/overview?datedTo=2031-02-30').expect(400)).body.code).toBe('error.invalidInput');
    expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, dashboardsProjection, coldWhenFull)).differences).toEqual([]);
  });

  it("counts packages by state on the customer's dashboard and the overview, and as they stood at a past day's end", async () => {
    datesOnlyFaked();
    const only = packageCountsOf;
    const measured = { weight: 325, length: 12, width: 10, height: 6, bin: 'A-03' };
    const preAlert = (trackingNumber: string) => ({
      carrier: 'UPS',
      trackingNumber,
      contents: [{ description: 'Shoes', quantity: 1, value: 5000 }],
      service: 'Air',
    });
    try {
      onDay('2026-06-01');
      const lan = await givenCustomerUser(app, 'lan@dashboards.test', 'Lan');
      const first = (await lan.agent.post('/api/package/prealert/add').send(preAlert('1Z5R89390357567127')).expect(201)).body;
      const second = (await lan.agent.post('/api/package/prealert/add').send(preAlert('1Z5R89390357567128')).expect(201)).body;
      const received = (
        await app.http
          .post('/api/package/receive')
          .send({ trackingNumber: '1Z5R89390357567127', preAlertId: first.id, ...measured })
          .expect(201)
      ).body;
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: '9400111899223344556677', ...measured, labelName: 'Who', labelAddress: 'Somewhere' })
        .expect(201);
      onDay('2026-06-02');
      await app.http.post('/api/package/hold').send({ id: received.id, reason: 'Lithium battery' }).expect(201);
      // A day later the customer signs in again (yesterday's session has lapsed).
      const lanToday = app.as(await app.login('lan@dashboards.test', 'Customer#1'));
      const cancelled = (await lanToday.post(`/api/package/prealert/cancel/by/id/${second.id}`).expect(201)).body;

      const customer = await get<CustomerDashboard>(`/api/dashboard/get/customer/by/id/${lan.customerId}`, cancelled.position);
      expect(customer.packages).toEqual(only({ held: 1 }));
      expect((await get<OverviewDashboard>('/api/dashboard/get/overview', cancelled.position)).packages).toEqual(only({ held: 1, unknown: 1 }));
      // The packages lists' tabs: the customer's own, and the warehouse's for staff.
      expect((await lanToday.get('/api/package/get/counts').set('X-Min-Position', cancelled.position).expect(200)).body).toEqual(only({ held: 1 }));
      expect(await get<PackageCounts>('/api/package/get/counts', cancelled.position)).toEqual(only({ held: 1, unknown: 1 }));
      const other = await givenCustomerUser(app, 'binh@dashboards.test', 'Binh');
      expect((await other.agent.get('/api/package/get/counts').expect(200)).body).toEqual(only({}));
      const dayBefore = await get<CustomerDashboard>(`/api/dashboard/get/customer/by/id/${lan.customerId}?asOf=2026-06-01`, cancelled.position);
      expect(dayBefore.packages).toEqual(only({ expected: 1, received: 1 }));
      expect((await get<OverviewDashboard>('/api/dashboard/get/overview?asOf=2026-06-01', cancelled.position)).packages).toEqual(
        only({ expected: 1, received: 1, unknown: 1 }),
      );
      expect((await get<OverviewDashboard>('/api/dashboard/get/overview?asOf=2026-05-31', cancelled.position)).packages).toEqual(only({}));
    } finally {
      jest.useRealTimers();
    }
    expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, dashboardsProjection, coldWhenFull)).differences).toEqual([]);
  });
});
