import type { AuditListRow, Page } from '@cargo/contracts';
import { ensureUser } from '../identity/bootstrap';
import { useTestApp } from '../testing/test-app';

const ADMIN = { email: 'admin@audit.test', password: 'Admin#secret1' };
const AUDITOR = { email: 'auditor@audit.test', password: 'Auditor#secret1' };

describe('the audit log over HTTP', () => {
  const app = useTestApp();

  it("lists who changed what, filtered by person, record, event type and command, to root and auditors only, without secrets", async () => {
    const adminToken = await ensureUser(app.app, { role: 'admin', ...ADMIN }, { first: 'Nhan', last: 'Vien' }).then(() => app.login(ADMIN.email, ADMIN.password));
    await ensureUser(app.app, { role: 'auditor', ...AUDITOR }, { first: 'Kiem', last: 'Toan' });
    const admin = app.as(adminToken);
    const customer = (await admin.post('/api/customer/add').send({ name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body;
    const invoice = (await admin.post('/api/invoice/add').send({ typeId: 'General', customerId: customer.id, invoiceDetails: [{ name: 'Freight', quantity: 2, unitPrice: 1000 }] }).expect(201)).body;
    await admin.post('/api/customer/update').send({ id: customer.id, name: 'Trần Văn Bình', address1: '14 Lê Lợi', phone: '0912345678' }).expect(201);

    const auditor = app.as(await app.login(AUDITOR.email, AUDITOR.password));
    const list = async (query: string, position = invoice.position) => (await auditor.get(`/api/audit/get?${query}`).set('X-Min-Position', position).expect(200)).body as Page<AuditListRow>;
    await app.as(adminToken).get('/api/audit/get').expect(403);

    const byInvoice = await list(`recordType=invoice&recordId=${invoice.id}`);
    expect(byInvoice.items.map((entry) => entry.type)).toEqual(['InvoiceLinesAdded', 'InvoiceCreated']);
    const [lines, created] = byInvoice.items;
    expect(created).toMatchObject({ streamId: `invoice-${invoice.id}`, actorName: 'Nhan Vien', data: { invoiceId: invoice.id, invoice: { customerId: customer.id } } });
    // One command, one correlation id: its other events (the id allocation's are bookkeeping and left out).
    const sameCommand = await list(`correlationId=${encodeURIComponent(created.correlationId)}`);
    expect(sameCommand.items.map((entry) => entry.id).sort()).toEqual(expect.arrayContaining([created.id, lines.id].sort()));
    expect(sameCommand.items.every((entry) => entry.recordType !== 'sequence')).toBe(true);

    const mine = await list(`actor=${created.actor}&type=CustomerUpdated`);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ recordType: 'customer', recordId: String(customer.id) });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`actor=${created.actor}&from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(4);
    expect((await list(`actor=${created.actor}&from=2020-01-01&to=2020-01-31`)).total).toBe(0);

    const registered = (await list('type=UserRegistered&pageSize=10')).items;
    expect(registered.length).toBeGreaterThan(0);
    for (const entry of registered) expect(entry.data).toMatchObject({ passwordHash: '••••', verificationTokenHash: '••••' });
    expect((await auditor.get('/api/audit/get?from=yesterday').expect(400)).body.code).toBe('error.invalidInput');
  });

  it('verifies the hash chain of the embedded log for root and auditors', async () => {
    await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201);
    const report = (await app.http.get('/api/audit/verify/chain').expect(200)).body;
    expect(report).toMatchObject({ kept: true, firstBroken: null });
    expect(report.checked).toBeGreaterThan(3);
  });
});
