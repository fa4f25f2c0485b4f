import { CUSTOMER_NOTIFICATION_KINDS, type CustomerNotificationKind, type NotificationPreferences, type NotificationView, type Page } from '@cargo/contracts';
import { latestMail, mailsTo } from '../testing/outbox';
import { givenCustomerUser, givenVendorAndProduct, useTestApp, withTestApp, type TestApp } from '../testing/test-app';
import { NotificationSender } from './notification-sender';
import { unsubscribeToken } from './unsubscribe-link';

/** Every email kind a customer may turn off, each on (as a new customer starts). */
const EVERY_KIND_ON = Object.fromEntries(CUSTOMER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<CustomerNotificationKind, boolean>;

/** The sender runs only when a test says (its timer would not fire within a test). */
const QUIET = { staffEmails: ['staff@test.local'], notifyEveryMs: 3_600_000 };

const outbox = async (app: TestApp, position: string, query = '') =>
  ((await app.http.get(`/api/notification/get${query}`).set('X-Min-Position', position).expect(200)).body as Page<NotificationView>).items;
const sendDue = (app: TestApp) => app.app.get(NotificationSender).sendDue();
/** The outbox once the read side has every event so far (the sender's own included). */
const settledOutbox = async (app: TestApp, query = '') => outbox(app, (await app.infrastructure.eventStore.headPosition()).toString(), query);

describe('notifications over HTTP', () => {
  const app = useTestApp(QUIET);

  const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi', phone: '0912345678' });
  async function shipmentFor(sender: number, receiver: number): Promise<number> {
    const groupId = (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
    return (
      await app.http
        .post('/api/shipment/add')
        .send({
          groupId,
          sender: party(sender),
          receiver: party(receiver),
          totalBox: 1,
          totalPallet: 0,
          totalWeight: 500,
          totalValue: 1000,
          shipmentDate: '2026-11-21',
          mtlTracking: 'MTL-NOTIFY-1',
        })
        .expect(201)
    ).body.id as number;
  }

  it("emails a customer in their language when their shipment's status changes, an invoice is issued, a payment is recorded and staff place an order for them; each once, however often the sender runs", async () => {
    const an = await givenCustomerUser(app, 'an@test.local', 'An');
    const other = (await app.http.post('/api/customer/add').send({ name: 'Lê Thị Hoa', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body
      .id as number;
    await an.agent
      .post('/api/notification/update/mine/preferences')
      .send({
        language: 'en',
        kinds: EVERY_KIND_ON,
      })
      .expect(201);
    const shipmentId = await shipmentFor(an.customerId, other);
    await app.http.post('/api/shipment/update/status/by/id').send({ id: shipmentId, statusId: 2 }).expect(201);
    const invoiceId = (
      await app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'General',
          customerId: an.customerId,
          currencyId: 'UsDollar',
          invoiceDate: '2026-11-24',
          invoiceDetails: [{ name: 'Cước', quantity: 1, unitPrice: 5000 }],
        })
        .expect(201)
    ).body.id as number;
    await app.http
      .post('/api/payment/submit')
      .send({ customerId: an.customerId, currencyId: 'UsDollar', amount: 5000, paymentDate: '2026-11-25', typeId: 1, invoiceIds: [invoiceId] })
      .expect(201);
    const { productId } = await givenVendorAndProduct(app);
    const last = (
      await app.http
        .post('/api/order/add')
        .send({ customerId: an.customerId, typeId: 'Preorder', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
        .expect(201)
    ).body.position as string;

    const owed = await outbox(app, last);
    expect(
      owed
        .filter((entry) => entry.customerId === an.customerId)
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(['invoiceIssued', 'orderPlacedForYou', 'paymentRecorded', 'shipmentStatus']);
    // The other party of the shipment is owed one too; it has no address, so it is not sent.
    expect(owed.filter((entry) => entry.customerId === other).map((entry) => entry.kind)).toEqual(['shipmentStatus']);

    expect(await sendDue(app)).toBe(4);
    expect(await sendDue(app)).toBe(0);
    expect(mailsTo(app.config.dataDir, 'an@test.local').length).toBe(4);
    // The payment's email names the invoice it paid, by its code.
    const paymentMail = mailsTo(app.config.dataDir, 'an@test.local').find((text) => /Payment received/.test(text));
    expect(paymentMail).toMatch(
      new RegExp(`We have recorded your payment of \\$50\\.00 on Nov 25, 2026, for invoice G-${String(invoiceId).padStart(5, '0')}\\. Thank you\\.`),
    );
    const mail = latestMail(app.config.dataDir, 'an@test.local');
    expect(mail).toMatch(/Dear An/);
    expect(mail).toMatch(/Dear An Nguyễn,\s+We have placed order #\d+ for you, for \$\d+\.\d\d\./);
    expect(mail).toMatch(/Message-ID:\s+<orderPlacedForYou-[\w-]+@mtlcargo\.notifications>/i);
    expect(mail).toMatch(/List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?customer=\d+&kind=orderPlacedForYou&token=[\w-]{43}>/);

    const everything = mailsTo(app.config.dataDir, 'an@test.local').join('\n');
    expect(everything).toMatch(/Subject: Shipment MTL-NOTIFY-1: \w+/);
    expect(everything).toMatch(/Subject: Payment received: \$50\.00/);
    const settled = { items: await settledOutbox(app, '?pageSize=50') };
    expect(settled.items.filter((entry) => entry.customerId === an.customerId).every((entry) => entry.state === 'sent' && entry.attempts === 1)).toBe(true);
    expect(settled.items.find((entry) => entry.customerId === other)).toMatchObject({
      state: 'skipped',
      skipReason: 'noAddress',
      customerLabel: 'Lê Thị Hoa - 0912345678',
    });
    // The list filters by state on the server.
    expect((await settledOutbox(app, '?state=skipped')).map((entry) => entry.customerId)).toEqual([other]);
  });

  it('writes in Vietnamese by default, tells staff of an order a customer placed, and skips a kind the customer turned off, by choice or by the link', async () => {
    const binh = await givenCustomerUser(app, 'binh@test.local', 'Bình');
    const { productId } = await givenVendorAndProduct(app);
    await binh.agent
      .post('/api/order/add')
      .send({ typeId: 'Preorder', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
      .expect(201);
    const first = (
      await app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'General',
          customerId: binh.customerId,
          currencyId: 'VietDong',
          invoiceDate: '2026-11-24',
          invoiceDetails: [{ name: 'Cước', quantity: 1, unitPrice: 250_000 }],
        })
        .expect(201)
    ).body.position as string;
    await outbox(app, first);
    // Staff are told of the order; the customer is thanked for it, and told of the invoice.
    expect(await sendDue(app)).toBe(3);
    expect(latestMail(app.config.dataDir, 'binh@test.local')).toMatch(/Kính gửi Bình/);
    expect(mailsTo(app.config.dataDir, 'binh@test.local').some((mail) => /Cảm ơn quý khách: chúng tôi đã nhận đơn hàng #\d+, trị giá/.test(mail))).toBe(true);
    // Staff read the customer's name and the invoice's code, never bare ids.
    const staffMail = latestMail(app.config.dataDir, 'staff@test.local');
    expect(staffMail).toMatch(/Bình Nguyễn placed order #\d+/);
    expect(staffMail).toMatch(/Khách hàng Bình Nguyễn đã đặt đơn hàng/);
    expect(latestMail(app.config.dataDir, 'binh@test.local')).toMatch(/lập hóa đơn G-\d{5} cho quý khách/);

    // The link in the email turns invoices off, without signing in; a forged one is refused and changes nothing.
    await app.anonymous
      .post('/api/notification/unsubscribe')
      .send({ customer: binh.customerId, kind: 'invoiceIssued', token: unsubscribeToken('wrong-secret', binh.customerId, 'invoiceIssued') })
      .expect(400);
    expect(((await binh.agent.get('/api/notification/get/mine/preferences').expect(200)).body as NotificationPreferences).kinds.invoiceIssued).toBe(true);
    const token = /token=([\w-]{43})/.exec(latestMail(app.config.dataDir, 'binh@test.local'))![1];
    await app.anonymous.post('/api/notification/unsubscribe').send({ customer: binh.customerId, kind: 'invoiceIssued', token }).expect(201);
    await app.anonymous.post('/api/notification/unsubscribe').send({ customer: binh.customerId, kind: 'invoiceIssued', token }).expect(201);
    expect(((await binh.agent.get('/api/notification/get/mine/preferences').expect(200)).body as NotificationPreferences).kinds).toEqual({
      ...EVERY_KIND_ON,
      invoiceIssued: false,
    });

    const second = (
      await app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'General',
          customerId: binh.customerId,
          currencyId: 'VietDong',
          invoiceDate: '2026-11-25',
          invoiceDetails: [{ name: 'Cước', quantity: 1, unitPrice: 300_000 }],
        })
        .expect(201)
    ).body.position as string;
    await outbox(app, second);
    expect(await sendDue(app)).toBe(0);
    // Still only the first invoice's and the order's: the second invoice is turned off.
    expect(mailsTo(app.config.dataDir, 'binh@test.local').length).toBe(2);
    expect((await settledOutbox(app, '?state=skipped&kind=invoiceIssued')).map((entry) => entry.skipReason)).toEqual(['optedOut']);
  });

  it("takes a mail client's own Unsubscribe button (RFC 8058 one-click): a form post to the email's link, refused when forged; forms elsewhere stay refused", async () => {
    const cam = await givenCustomerUser(app, 'cam@test.local', 'Cẩm');
    const issued = (
      await app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'General',
          customerId: cam.customerId,
          currencyId: 'UsDollar',
          invoiceDate: '2026-11-24',
          invoiceDetails: [{ name: 'Cước', quantity: 1, unitPrice: 5000 }],
        })
        .expect(201)
    ).body.position as string;
    await outbox(app, issued);
    expect(await sendDue(app)).toBe(1);
    const mail = latestMail(app.config.dataDir, 'cam@test.local');
    expect(mail).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);
    const link = /List-Unsubscribe:\s+<http:\/\/[^/>]+(\/unsubscribe\?customer=\d+&kind=invoiceIssued&token=[\w-]{43})>/.exec(mail)![1];
    // The link in the text is the same address, opened in a browser.
    expect(mail).toContain(link);
    const oneClick = (path: string, body = 'List-Unsubscribe=One-Click') =>
      app.anonymous.post(path).set('Content-Type', 'application/x-www-form-urlencoded').send(body);
    const kinds = async () => ((await cam.agent.get('/api/notification/get/mine/preferences').expect(200)).body as NotificationPreferences).kinds;

    const forged = await oneClick(link.replace(/token=[\w-]/, 'token=Z').replace('kind=invoiceIssued', 'kind=shipmentStatus'));
    expect([forged.status, forged.body.code]).toEqual([400, 'notifications.badLink']);
    expect((await oneClick('/unsubscribe?customer=abc&kind=invoiceIssued')).status).toBe(400);
    expect((await oneClick(link, `List-Unsubscribe=One-Click&pad=${'x'.repeat(2000)}`)).status).toBe(413);
    expect((await kinds()).invoiceIssued).toBe(true);

    await oneClick(link).expect(201);
    expect(await kinds()).toEqual({ ...EVERY_KIND_ON, invoiceIssued: false });
    // A form anywhere else is still not a body the API reads.
    const elsewhere = await app.anonymous
      .post('/api/contactus/add')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=A&email=a%40b.c&phone=0901234567&message=Hi');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([415, 'error.unsupportedMediaType']);
  });

  it("refuses a preferences form with a kind it does not know or a language it does not speak, and staff may not set a customer's", async () => {
    const hoa = await givenCustomerUser(app, 'hoa@test.local', 'Hoa');
    const kinds = { ...EVERY_KIND_ON };
    await hoa.agent.post('/api/notification/update/mine/preferences').send({ language: 'fr', kinds }).expect(400);
    await hoa.agent
      .post('/api/notification/update/mine/preferences')
      .send({ language: 'vi', kinds: { ...kinds, marketing: true } })
      .expect(400);
    // Staff have no customer record of their own.
    await app.http.post('/api/notification/update/mine/preferences').send({ language: 'vi', kinds }).expect(404);
    await hoa.agent.get('/api/notification/get').expect(403);
  });
});

describe('notifications when the mail server is down', () => {
  it('records the failure without the address, tries again no sooner than a minute later, and refuses a retry of one still being tried', async () => {
    await withTestApp({ ...QUIET, smtpUrl: 'smtp://127.0.0.1:9' }, async (app) => {
      const position = (
        await app.anonymous
          .post('/api/contactus/add')
          .send({ name: 'Nguyễn An', email: 'an@example.com', phone: '0901234567', message: 'Giá gửi 20 kg?' })
          .expect(201)
      ).body.position as string;
      await outbox(app, position);
      expect(await sendDue(app)).toBe(0);
      const [entry] = await settledOutbox(app);
      expect(entry).toMatchObject({ kind: 'contactMessage', state: 'retrying', attempts: 1 });
      expect(entry.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(entry.lastError).not.toMatch(/staff@test\.local/);
      expect(Date.parse(entry.due!) - Date.now()).toBeGreaterThan(50_000);
      // Not due yet: the next round leaves it.
      expect(await sendDue(app)).toBe(0);
      expect((await settledOutbox(app))[0].attempts).toBe(1);
      // Only one given up on can be retried.
      await app.http.post('/api/notification/retry').send({ key: entry.id }).expect(409);
      await app.http.post('/api/notification/retry').send({ key: '../etc' }).expect(400);
    });
  });
});

describe('package emails over HTTP', () => {
  const app = useTestApp(QUIET);

  it("emails a customer when their package is received, and an unknown package's owner once staff find them, with its photos linked and an unsubscribe link", async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    const measured = { weight: 250, length: 10, width: 8, height: 4 };
    await app.http
      .post('/api/package/receive')
      .send({ trackingNumber: '1Z5R89390357567127', customerId: lan.customerId, ...measured })
      .expect(201);
    const unknown = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: 'TBA123456789012', labelName: 'LAN', ...measured })
        .expect(201)
    ).body;
    expect((await settledOutbox(app, '?kind=packageReceived')).map((entry) => entry.details.trackingNumber)).toEqual(['1Z5R89390357567127']);
    await app.http.post('/api/package/assign').send({ id: unknown.id, customerId: lan.customerId }).expect(201);
    const owed = await settledOutbox(app, '?kind=packageReceived');
    expect(owed.map((entry) => [entry.customerId, entry.details.trackingNumber]).sort()).toEqual([
      [lan.customerId, '1Z5R89390357567127'],
      [lan.customerId, 'TBA123456789012'],
    ]);
    expect(await sendDue(app)).toBe(2);
    const mails = mailsTo(app.config.dataDir, 'lan@test.local').join('\n');
    expect(mails).toMatch(/Subject: =\?UTF-8\?|Subject: (Kiện hàng|Your package) TBA123456789012/);
    expect(mails).toMatch(/\/my\/packages\?tab=received/);
    expect(mails).toMatch(/List-Unsubscribe:\s+<http[^>]+\/unsubscribe\?customer=\d+&kind=packageReceived&token=[\w-]{43}>/);
  });
});
