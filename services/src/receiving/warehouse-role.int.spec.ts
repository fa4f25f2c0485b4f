import ExcelJS from 'exceljs';
import type { CommandReceipt, Page, PackageView, ShipRequestView } from '@cargo/contracts';
import { givenCustomerUser, givenInvoice, givenStaff, useTestApp } from '../testing/test-app';

const after = (position: string) => ({ 'X-Min-Position': position });
/** Any field holding money a customer pays or what the business pays, at any depth of a reply (a history may say that one changed: its name as a value). */
const AMOUNTS = /"(storageFee|dailyFee|salePrice|unitPrice|stockPrice|averageStockPrice|amount|balance|credit|cash|totalAmount|amountDue|lineTotal|money)":/;

async function headerOf(base64: string): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  return (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
}

describe('the warehouse role over HTTP', () => {
  const app = useTestApp({}, 'file');

  it('receives and consolidates, and never sees an amount: lists, records, history, search, reports', async () => {
    const dock = await givenStaff(app, 'dock@test.local', ['warehouse']);
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    const address: CommandReceipt = (
      await lan.agent.post('/api/deliveryaddress/add').send({ name: 'Lan Nguyễn', phone: '0912345678', address1: '12 Lê Lợi, Q1' }).expect(201)
    ).body;
    // The dock scans two packages in for Lan.
    const packageIds: number[] = [];
    for (const trackingNumber of ['1Z5R89390357567127', '9400111899223344556677'])
      packageIds.push(
        (
          await dock.agent
            .post('/api/package/receive')
            .send({ trackingNumber, customerId: lan.customerId, weight: 250, length: 12, width: 10, height: 6, bin: 'B-01' })
            .expect(201)
        ).body.id,
      );
    const request: CommandReceipt = (
      await lan.agent
        .post('/api/package/request/add')
        .send({ packageIds, service: 'Air', addressId: address.id, insurance: false, packing: 'keepBoxes', note: '' })
        .expect(201)
    ).body;
    const groupId = (await dock.agent.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-12-03' }).expect(201)).body.id as number;
    const party = { customerId: lan.customerId, address1: '12 Lê Lợi, Q1', phone: '0912345678' };
    const made: CommandReceipt = (
      await dock.agent
        .post('/api/package/consolidate')
        .send({
          groupId,
          sender: party,
          receiver: party,
          totalBox: 1,
          totalPallet: 0,
          totalWeight: 500,
          shipmentDate: '2026-12-03',
          mtlTracking: '',
          requestId: request.id,
          customerId: lan.customerId,
          packageIds,
        })
        .expect(201)
    ).body;

    // Root sees the storage fee and its terms; the dock sees neither, anywhere.
    const root: Page<PackageView> = (await app.http.get('/api/package/get').set(after(made.position)).expect(200)).body;
    expect(root.items[0]).toHaveProperty('storageFee');
    const reads = [
      '/api/package/get',
      `/api/package/get/by/id/${packageIds[0]}`,
      `/api/package/get/by/shipment/id/${made.id}`,
      '/api/package/request/get',
      `/api/package/request/get/by/id/${request.id}`,
      '/api/package/storage/terms',
      `/api/shipment/get/by/id/${made.id}`,
      `/api/shipment/get/group/by/id/${groupId}`,
      `/api/audit/get/history/package/${packageIds[0]}`,
      `/api/audit/get/history/shipment/${made.id}`,
      '/api/search/get?q=Lan',
    ];
    for (const path of reads) {
      const reply = await dock.agent.get(path).set(after(made.position));
      expect([path, reply.status]).toEqual([path, 200]);
      expect([path, AMOUNTS.exec(JSON.stringify(reply.body))?.[0] ?? null]).toEqual([path, null]);
    }
    expect(((await dock.agent.get(`/api/package/get/by/id/${packageIds[0]}`).expect(200)).body as PackageView).state).toBe('consolidated');
    // The palette finds only what the role reads: Lan's customer record, never an invoice of hers.
    const invoiceId = await givenInvoice(app, lan.customerId, 10_000);
    const head = (await app.infrastructure.eventStore.headPosition()).toString();
    const hits = async (agent: typeof dock.agent, q: string) =>
      ((await agent.get('/api/search/get').query({ q }).set(after(head)).expect(200)).body as { kind: string }[]).map(({ kind }) => kind);
    expect(await hits(app.http, String(invoiceId))).toContain('invoice');
    expect(await hits(dock.agent, String(invoiceId))).not.toContain('invoice');
    expect(await hits(dock.agent, 'Lan')).toContain('customer');
    const requests: ShipRequestView = (await dock.agent.get(`/api/package/request/get/by/id/${request.id}`).expect(200)).body;
    expect(requests.state).toBe('consolidated');
    // Billing is closed to the dock: its screens answer that the role cannot open them.
    for (const path of ['/api/invoice/get', '/api/payment/get', '/api/expense/get'])
      expect([path, (await dock.agent.post(path).send({})).body.code]).toEqual([path, 'error.roleCannot']);
    // The group's order report leaves its money columns out for the dock, and keeps them for root.
    const report = async (agent: typeof dock.agent) =>
      headerOf((await agent.post(`/api/shipment/generate/order/report/by/group/id/${groupId}`).expect(200)).body.base64);
    expect(await report(app.http)).toEqual(expect.arrayContaining(['Total', 'Delivery fee']));
    const docks = await report(dock.agent);
    expect(docks.length).toBeGreaterThan(3);
    expect(docks).not.toEqual(expect.arrayContaining(['Total']));
  });

  it('refuses a write that sets a field the role may not set (403, both languages), and changes nothing', async () => {
    // A role that may edit products but sees no costs.
    await app.http
      .post('/api/role/set')
      .send({
        key: 'merchandiser',
        name: { en: 'Merchandiser', vi: 'Trưng bày' },
        actions: { catalog: ['read', 'create', 'change'] },
        fields: { money: 'change', costs: 'none', personal: 'read' },
      })
      .expect(201);
    const merchandiser = await givenStaff(app, 'shelves@test.local', ['merchandiser']);
    const refused = await merchandiser.agent
      .post('/api/product/add')
      .set('Accept-Language', 'vi')
      .send({ details: { title: 'Phở', stockPrice: 500 } })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'error.hiddenField', fields: [{ path: 'details.stockPrice', code: 'error.hiddenField' }] });
    expect(refused.body.message).toBe('Vai trò của bạn không được đặt các trường này');
    const products = (await app.http.post('/api/product/get').send({}).expect(200)).body as Page<unknown>;
    expect(products.total).toBe(0);
  });
});
