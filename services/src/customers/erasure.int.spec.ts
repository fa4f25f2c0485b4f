import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { ERASED, type AuditListRow, type CustomerCredits, type CustomerListRow, type Page, type ReplayJob, type Statement } from '@cargo/contracts';
import { ensureUser } from '../identity/bootstrap';
import { DATABASE_FILE } from '../platform/process/database';
import { NotificationSender } from '../notifications/notification-sender';
import { mailsTo, outboxFiles, readMail } from '../testing/outbox';
import { givenVendorAndProduct, useTestApp } from '../testing/test-app';

const LAN = { role: 'customer' as const, email: 'lan.tran@example.com', password: 'Lan#secret42' };
const ADMIN = { role: 'admin' as const, email: 'admin.erase@test.local', password: 'Admin#secret42' };
const AUDITOR = { role: 'auditor' as const, email: 'auditor.erase@test.local', password: 'Auditor#secret42' };
const PERSONAL = ['Lan Tran', '0901234567', '12 Le Loi', 'lan.tran@example.com', 'Receiver Lan', '0907777777', '9 Dong Khoi'];

describe("erasing a customer's personal data over HTTP", () => {
  const app = useTestApp();

  /** One text column of the embedded file's rows, joined: what the file itself holds. */
  const storedText = (sql: string) => {
    const db = new Database(join(app.config.dataDir, DATABASE_FILE), { readonly: true });
    try {
      return (db.prepare(sql).pluck().all() as string[]).join('\n');
    } finally {
      db.close();
    }
  };
  /** Every event's stored data. */
  const storedEvents = () => storedText('SELECT data FROM events');

  it('never stores personal data in clear; root erases it with confirmation; orders, invoices, payments, balances, the chain and a replay stay whole', async () => {
    await ensureUser(app.app, LAN, { first: 'Lan', last: 'Tran' });
    const signIn = await app.anonymous.post('/api/user/login').send(LAN).expect(200);
    const lan = app.as(signIn.body.token);
    const { id: userId, customerId } = signIn.body.userInfo as { id: number; customerId: number };
    await lan.post('/api/deliveryaddress/add').send({ name: 'Receiver Lan', phone: '0907777777', address1: '9 Dong Khoi' }).expect(201);
    await app.http
      .post('/api/customer/update')
      .send({
        id: customerId,
        name: 'Lan Tran',
        address1: '12 Le Loi',
        address2: '',
        email: 'lan.tran@example.com',
        phone: '0901234567',
        parentCustomerId: null,
      })
      .expect(201);
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 10 });
    const order = (
      await lan
        .post('/api/order/add')
        .send({ typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 2 }] })
        .expect(201)
    ).body;
    const invoice = (
      await app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'General',
          customerId,
          currencyId: 'UsDollar',
          invoiceDate: '2026-11-01',
          invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 5000 }],
        })
        .expect(201)
    ).body;
    const paid = (
      await app.http
        .post('/api/payment/submit')
        .send({ customerId, amount: 7000, paymentDate: '2026-11-02', typeId: 1, invoiceIds: [invoice.id] })
        .expect(201)
    ).body;
    const read = async <T>(path: string, position: string): Promise<T> => (await app.http.get(path).set('X-Min-Position', position).expect(200)).body as T;
    const statementPath = `/api/invoice/get/statement/${customerId}?currencyId=UsDollar&from=2026-11-01&to=2026-11-30`;
    const creditsBefore = await read<CustomerCredits>(`/api/payment/get/total/credits/${customerId}`, paid.position);
    const statementBefore = await read<Statement>(statementPath, paid.position);
    expect(creditsBefore.dollarCredits).toBe(2000);
    // The embedded outbox keeps a copy of each email: Lan's invoice and payment, in clear.
    await app.app.get(NotificationSender).sendDue();
    expect(mailsTo(app.config.dataDir, 'lan.tran@example.com').join('\n')).toMatch(/Lan Tran/);

    // The log itself never held any of it in clear.
    const stored = storedEvents();
    for (const text of PERSONAL) expect({ text, stored: stored.includes(text) }).toEqual({ text, stored: false });

    // Root only, and only with the id typed back; a refusal changes nothing.
    const admin = app.as(await ensureUser(app.app, ADMIN, { first: 'Nhan', last: 'Vien' }).then(() => app.login(ADMIN.email, ADMIN.password)));
    const head = await app.infrastructure.eventStore.headPosition();
    await admin.post('/api/customer/erase').send({ id: customerId, confirm: customerId }).expect(403);
    const mismatch = await app.http
      .post('/api/customer/erase')
      .set('Accept-Language', 'en')
      .send({ id: customerId, confirm: customerId + 1 })
      .expect(400);
    expect(mismatch.body.fields).toEqual([
      expect.objectContaining({ path: 'confirm', code: 'customers.eraseConfirmMismatch', message: "Type the customer's id exactly to confirm" }),
    ]);
    expect(await app.infrastructure.eventStore.headPosition()).toBe(head);

    const erased = (await app.http.post('/api/customer/erase').send({ id: customerId, confirm: customerId }).expect(201)).body;

    // Nor do the kept copies of the emails about her.
    expect(mailsTo(app.config.dataDir, 'lan.tran@example.com')).toEqual([]);
    const kept = outboxFiles(app.config.dataDir).map(readMail).join('\n');
    for (const text of PERSONAL) expect({ text, inOutbox: kept.includes(text) }).toEqual({ text, inOutbox: false });

    // Every screen reads it as erased.
    expect(await read<CustomerListRow>(`/api/customer/get/by/id/${customerId}`, erased.position)).toMatchObject({
      id: customerId,
      name: ERASED,
      address1: ERASED,
      email: ERASED,
      phone: ERASED,
      address2: '',
      erased: true,
    });
    expect((await app.http.post('/api/customer/get').send({ name: 'Lan' }).expect(200)).body).toMatchObject({ total: 0 });
    expect(await read<unknown[]>(`/api/deliveryaddress/get/by/user/id/${userId}`, erased.position)).toEqual([
      expect.objectContaining({ name: ERASED, phone: ERASED, address1: ERASED }),
    ]);
    const orders = await read<{ items: { id: number }[] }>('/api/order/get', erased.position);
    expect(orders.items.find((row: { id: number }) => row.id === order.id)).toMatchObject({ customerId, customerLabel: ERASED });
    const history = await read<Page<AuditListRow>>(`/api/audit/get/history/customer/${customerId}`, erased.position);
    expect(history.items[0]).toMatchObject({ type: 'CustomerErased' });
    const userHistory = await read<Page<AuditListRow>>(`/api/audit/get/history/user/${userId}?pageSize=50`, erased.position);
    const everything = JSON.stringify([history, userHistory, (await app.http.get('/api/audit/get?pageSize=100').expect(200)).body]);
    for (const text of PERSONAL) expect({ text, shown: everything.includes(text) }).toEqual({ text, shown: false });
    expect(JSON.stringify(history)).toContain(ERASED);

    // The account is closed: neither a new sign-in nor the old token works.
    await app.anonymous.post('/api/user/login').send(LAN).expect(401);
    await lan.get('/api/user/verify/session').expect(401);

    // Money is untouched: the same credit and statement; the customer can no longer be edited.
    expect(await read<CustomerCredits>(`/api/payment/get/total/credits/${customerId}`, erased.position)).toEqual(creditsBefore);
    const statementAfter = await read<Statement>(statementPath, erased.position);
    expect({ ...statementAfter, customerLabel: null }).toEqual({ ...statementBefore, customerLabel: null });
    expect(statementAfter.customerLabel).toBe(ERASED);
    const refused = await app.http
      .post('/api/customer/update')
      .set('Accept-Language', 'en')
      .send({ id: customerId, name: 'Lan Again', address1: 'x', address2: '', email: '', phone: '0901234567', parentCustomerId: null })
      .expect(409);
    expect(refused.body.message).toBe("This customer's personal data was erased; it can no longer be changed");
    await app.http.post('/api/customer/erase').send({ id: customerId, confirm: customerId }).expect(201);

    // The chain over the stored form holds, and a replay from the log agrees with every read model.
    expect((await app.http.get('/api/audit/verify/chain').expect(200)).body).toMatchObject({ firstBroken: null });
    await ensureUser(app.app, AUDITOR, { first: 'Kiem', last: 'Toan' });
    const auditor = app.as(await app.login(AUDITOR.email, AUDITOR.password));
    await auditor.post('/api/audit/verify/replay').set('X-Min-Position', erased.position).expect(202);
    let job: ReplayJob;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = (await auditor.get('/api/audit/verify/replay').expect(200)).body as ReplayJob;
    } while (job.state === 'running');
    expect(job.report).toMatchObject({ differences: 0, chain: { firstBroken: null }, ledger: { differences: [] } });

    // Nor does the file keep it in its free pages (old read-model documents, search trigrams), once the write-ahead log is checkpointed.
    const db = new Database(join(app.config.dataDir, DATABASE_FILE));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const file = readFileSync(join(app.config.dataDir, DATABASE_FILE));
    for (const text of PERSONAL) expect({ text, inFile: file.includes(Buffer.from(text)) }).toEqual({ text, inFile: false });
  });

  it("erases the customer's address and contact from every shipment they sent or received: the record, the list, its history, the audit log, Report.xlsx, the log and the read models", async () => {
    const customer = async (name: string, address1: string, phone: string) =>
      (await app.http.post('/api/customer/add').send({ name, address1, phone }).expect(201)).body.id as number;
    const lan = await customer('Lan Tran', '12 Le Loi', '0901234567');
    const hoa = await customer('Hoa Le', '9 Dong Khoi', '0912000111');
    const group = (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id;
    const lanParty = { customerId: lan, address1: '12 Le Loi', address2: 'Ward 3', phone: '0901234567', email: 'lan.tran@example.com' };
    const hoaParty = { customerId: hoa, address1: '9 Dong Khoi', address2: '', phone: '0912000111', email: 'hoa.le@example.com' };
    const base = { groupId: group, totalBox: 2, totalPallet: 0, totalWeight: 1250, totalValue: 10_000, shipmentDate: '2026-11-21' };
    const sent = (
      await app.http
        .post('/api/shipment/add')
        .send({ ...base, mtlTracking: 'ER-1', sender: lanParty, receiver: hoaParty })
        .expect(201)
    ).body;
    const received = (
      await app.http
        .post('/api/shipment/add')
        .send({ ...base, mtlTracking: 'ER-2', sender: hoaParty, receiver: lanParty })
        .expect(201)
    ).body;
    await app.http
      .post('/api/shipment/update')
      .send({ ...base, id: sent.id, statusId: 1, mtlTracking: 'ER-1', sender: { ...lanParty, address2: 'Ward 4' }, receiver: hoaParty })
      .expect(201);
    const lanText = ['0901234567', 'lan.tran@example.com', 'Ward 3', 'Ward 4', '12 Le Loi'];
    const readModels = () => storedText('SELECT body FROM docs_shipments');
    const read = async (path: string, position: string) => JSON.stringify((await app.http.get(path).set('X-Min-Position', position).expect(200)).body);
    // Before: staff read them; neither the log nor the read model holds them in clear.
    expect(await read(`/api/shipment/get/by/id/${sent.id}`, received.position)).toContain('0901234567');
    for (const text of lanText)
      expect({ text, log: storedEvents().includes(text), models: readModels().includes(text) }).toEqual({ text, log: false, models: false });

    const erased = (await app.http.post('/api/customer/erase').send({ id: lan, confirm: lan }).expect(201)).body;
    const report = (await app.http.post(`/api/shipment/generate/report/by/group/id/${group}`).set('X-Min-Position', erased.position).expect(200)).body
      .base64 as string;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(report, 'base64') as unknown as ArrayBuffer);
    const cells: unknown[] = [];
    workbook.worksheets[0].eachRow((row) => cells.push(...(row.values as unknown[])));
    const shown = [
      await read(`/api/shipment/get/by/id/${sent.id}`, erased.position),
      await read(`/api/shipment/get/by/id/${received.id}`, erased.position),
      await read('/api/shipment/get?pageSize=50', erased.position),
      await read(`/api/audit/get/history/shipment/${sent.id}`, erased.position),
      await read('/api/audit/get?pageSize=100', erased.position),
      JSON.stringify(cells),
    ].join('\n');
    for (const text of lanText) expect({ text, shown: shown.includes(text) }).toEqual({ text, shown: false });
    expect(JSON.parse(await read(`/api/shipment/get/by/id/${sent.id}`, erased.position))).toMatchObject({
      sender: { customerId: lan, address1: ERASED, address2: ERASED, phone: ERASED, email: ERASED },
      receiver: hoaParty,
    });
    // The other party's stay theirs.
    expect(shown).toContain('0912000111');
  });

  it("refuses to erase a staff member's data while they hold a role, destroying nothing", async () => {
    // A customer made staff keeps the customer account they registered with (staff provisioned as such have none).
    await ensureUser(app.app, { ...ADMIN, role: 'customer' }, { first: 'Nhan', last: 'Vien' });
    const signIn = await app.anonymous.post('/api/user/login').send(ADMIN).expect(200);
    const { id: userId, customerId } = signIn.body.userInfo as { id: number; customerId: number };
    await app.http.post(`/api/user/grant/admin/${userId}`).expect(200);
    const refused = await app.http.post('/api/customer/erase').set('Accept-Language', 'en').send({ id: customerId, confirm: customerId }).expect(409);
    expect(refused.body.code).toBe('identity.staffNotErasable');
    await app.anonymous.post('/api/user/login').send(ADMIN).expect(200);
    expect((await app.http.get(`/api/customer/get/by/id/${customerId}`).expect(200)).body).toMatchObject({ name: 'Nhan Vien' });
    await app.http.post('/api/customer/erase').send({ id: 99_999, confirm: 99_999 }).expect(404);
  });
});
