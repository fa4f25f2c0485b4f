import sharp from 'sharp';
import type {
  AuditListRow,
  ExpenseView,
  InvoiceListRow,
  OrderView,
  PackageView,
  PaymentView,
  PreAlertView,
  ProductView,
  ShipmentGroupView,
  ShipmentView,
  ShipRequestView,
} from '@cargo/contracts';
import { AddCustomerCommand } from '../customers/add-customer.handler';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../testing/test-app';
import { systemContext } from '../platform/write-model/command-context';
import { seedDemoData } from './seed';

type Page<T> = { items: T[]; total: number };

describe('demo data: a working season through the real commands', () => {
  let app: TestApp;
  const all = async <T>(path: string, method: 'get' | 'post' = 'post'): Promise<T[]> => {
    const reply = method === 'post' ? await app.http.post(`/api${path}`).send({ pageSize: 500 }) : await app.http.get(`/api${path}?pageSize=500`);
    expect(reply.status).toBe(200);
    return (reply.body as Page<T>).items;
  };

  beforeAll(async () => {
    app = await startTestApp();
    // Given an empty store, when the demo is seeded (and seeded again, as every later start asks):
    expect(await seedDemoData(app.app)).toBe(true);
    expect(await seedDemoData(app.app)).toBe(false);
    await app.http.get('/api/health').set('X-Min-Position', (await app.infrastructure.eventStore.headPosition()).toString());
  }, 120_000);
  afterAll(() => app.close());

  it('has orders of every type in both currencies, some invoiced and some in a group', async () => {
    const orders = await all<OrderView>('/order/get', 'get');
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expect(new Set(orders.map((order) => order.typeId))).toEqual(new Set(['Regular', 'PlaceHolder', 'Stale', 'Preorder']));
    expect(new Set(orders.map((order) => order.currencyId))).toEqual(new Set(['UsDollar', 'VietDong']));
    expect(orders.filter((order) => order.invoiceId !== null).length).toBeGreaterThanOrEqual(20);
    expect(orders.filter((order) => order.shipmentGroupId !== null).length).toBeGreaterThanOrEqual(10);
  });

  it('has invoices paid, part-paid and pending, dated across the season, and payments that left and used credit', async () => {
    const invoices = await all<InvoiceListRow>('/invoice/get');
    expect(new Set(invoices.map((invoice) => invoice.paymentStatus))).toEqual(new Set(['Paid', 'PartiallyPaid', 'Pending']));
    expect(new Set(invoices.map((invoice) => invoice.typeId))).toEqual(new Set(['General', 'Order', 'Shipment']));
    expect(new Set(invoices.map((invoice) => invoice.invoiceDate.slice(0, 7))).size).toBeGreaterThanOrEqual(3);
    const payments = await all<PaymentView>('/payment/get');
    expect(payments.length).toBeGreaterThanOrEqual(40);
    expect(payments.some((payment) => payment.creditAdded > 0)).toBe(true);
    expect(payments.some((payment) => payment.creditUsed > 0)).toBe(true);
  });

  it('has shipments at every status in air and sea groups that are new, departed and arrived', async () => {
    const shipments = await all<ShipmentView>('/shipment/get', 'get');
    expect(new Set(shipments.map((shipment) => shipment.statusId))).toEqual(new Set([1, 2, 3, 4, 5]));
    const groups = await all<ShipmentGroupView>('/shipment/get/groups', 'get');
    expect(new Set(groups.map((group) => group.typeId))).toEqual(new Set(['Air', 'Sea']));
    expect(new Set(groups.map((group) => group.statusId))).toEqual(new Set([1, 2, 3]));
  });

  it('has thirty products, each with a picture drawn as a PNG', async () => {
    const products = await all<ProductView>('/product/get');
    expect(products).toHaveLength(30);
    expect(products.every((product) => product.pictureId !== null)).toBe(true);
    const picture = await app.http.get(`/product/picture/${products[0].pictureId}`).buffer(true);
    expect(picture.status).toBe(200);
    expect(await sharp(picture.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 480, height: 480 });
  });

  it('has expenses of every type spread over the season, and contact messages', async () => {
    const expenses = await all<ExpenseView>('/expense/get');
    expect(expenses.length).toBeGreaterThanOrEqual(20);
    expect(new Set(expenses.map((expense) => expense.typeId)).size).toBe(4);
    const dates = expenses.map((expense) => expense.transactionDate).sort();
    expect((Date.parse(dates[dates.length - 1]) - Date.parse(dates[0])) / 86_400_000).toBeGreaterThanOrEqual(60);
    expect((await all<unknown>('/contactus/get', 'get')).length).toBe(5);
  });

  it('has pre-alerts, packages received with photos, an unknown package and a ship request', async () => {
    const packages = await all<PackageView>('/package/get', 'get');
    expect(packages.map((pkg) => pkg.state).sort()).toEqual(['received', 'received', 'requested', 'unknown']);
    expect(packages.filter((pkg) => pkg.photoIds.length > 0)).toHaveLength(3);
    expect((await all<PreAlertView>('/package/prealert/get', 'get')).map((alert) => alert.state).sort()).toEqual(['expected', 'received', 'received']);
    expect((await all<ShipRequestView>('/package/request/get', 'get')).map((request) => [request.state, request.packages.length])).toEqual([['requested', 1]]);
    const photo = await app.http.get(`/api/package/file/${packages.find((pkg) => pkg.photoIds.length > 0)!.photoIds[0]}`).buffer(true);
    expect(photo.status).toBe(200);
  });

  it("names in each History what its record keeps by id: an order's invoice by its code, its lines by product, a payment's invoices", async () => {
    const orders = await all<OrderView>('/order/get', 'get');
    const invoices = await all<InvoiceListRow>('/invoice/get');
    const codeOf = new Map(invoices.map((invoice) => [invoice.id, invoice.code]));
    const order = orders.find((candidate) => candidate.invoiceId !== null && candidate.shipmentGroupId !== null)!;
    const history = (await app.http.get(`/api/audit/get/history/order/${order.id}`).expect(200)).body as Page<AuditListRow>;
    const invoiced = history.items.find((entry) => entry.type === 'OrderInvoiced')!;
    expect(invoiced.names[`invoice:${order.invoiceId}`]).toBe(codeOf.get(order.invoiceId!));
    const placed = history.items.find((entry) => entry.type === 'OrderPlaced')!;
    const product = order.lines[0]!.productId;
    expect(placed.names[`product:${product}`]).toBe(order.lines[0]!.productTitle);
    expect(placed.names[`customer:${order.customerId}`]).toMatch(/ - /);

    const payment = (await all<PaymentView>('/payment/get')).find((candidate) => candidate.invoiceIds.length > 0)!;
    const paid = (await app.http.get(`/api/audit/get/history/payment/${payment.id}`).expect(200)).body as Page<AuditListRow>;
    const named = Object.assign({}, ...paid.items.map((entry) => entry.names)) as Record<string, string>;
    for (const invoiceId of payment.invoiceIds) expect(named[`invoice:${invoiceId}`]).toBe(codeOf.get(invoiceId));
    // Whoever signed in is named by their account.
    const sessions = (await app.http.get('/api/audit/get?recordType=session&pageSize=5').expect(200)).body as Page<AuditListRow>;
    expect(sessions.items.find((entry) => entry.type === 'SessionStarted')?.names).toMatchObject({ 'user:1': expect.any(String) });
  });
});

describe('demo data on a store that holds the business', () => {
  it('is not seeded once a record exists', async () => {
    const app = await startTestApp();
    try {
      // Given a store where staff have added a customer, when the demo is asked for, nothing is seeded.
      await app.app
        .get(CommandBus)
        .execute(
          new AddCustomerCommand(
            { details: { name: 'Lan', address1: '1 Main St', address2: '', email: '', phone: '0901234567', parentCustomerId: null } },
            systemContext('test'),
          ),
        );
      const before = await app.infrastructure.eventStore.headPosition();
      expect(await seedDemoData(app.app)).toBe(false);
      expect(await app.infrastructure.eventStore.headPosition()).toBe(before);
    } finally {
      await app.close();
    }
  });
});
