import type { SearchHit } from '@cargo/contracts';
import { ensureUser } from '../identity/bootstrap';
import { useTestApp, validProduct } from '../testing/test-app';

const CUSTOMER = { email: 'buyer@search.test', password: 'Buyer#secret1' };

describe('search over HTTP (the command palette)', () => {
  const app = useTestApp();
  const search = async (q: string, position: string) =>
    (await app.http.get('/api/search/get').query({ q }).set('X-Min-Position', position).expect(200)).body as SearchHit[];
  const found = (hits: SearchHit[]) => hits.map((hit) => `${hit.kind}:${hit.label}`).sort();

  it('finds customers by name or phone, products by SKU, vendors, invoices by code, shipments by tracking number, and records by id', async () => {
    const customer = (await app.http.post('/api/customer/add').send({ name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body;
    await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201);
    await app.http
      .post('/api/product/add')
      .send(validProduct({ title: 'Kirkland Fish Oil 400 softgels', skuCode: 'KFO-400' }))
      .expect(201);
    const invoice = (
      await app.http
        .post('/api/invoice/add')
        .send({ typeId: 'General', customerId: customer.id, mtlTracking: 'INV-TRACK-77', invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 1000 }] })
        .expect(201)
    ).body;
    const group = (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
    const party = { customerId: customer.id, address1: '12 Lê Lợi', phone: '0912345678' };
    const shipment = (
      await app.http
        .post('/api/shipment/add')
        .send({
          sender: party,
          receiver: party,
          totalBox: 1,
          totalPallet: 1,
          totalWeight: 100,
          totalValue: 1000,
          shipmentDate: '2026-11-21',
          groupId: group,
          mtlTracking: 'MTL-55501',
        })
        .expect(201)
    ).body;

    expect(found(await search('văn bình', shipment.position))).toEqual(['customer:Trần Văn Bình']);
    expect(found(await search('1234567', shipment.position))).toEqual(['customer:Trần Văn Bình']);
    expect(found(await search('kfo-4', shipment.position))).toEqual(['product:Kirkland Fish Oil 400 softgels']);
    expect(found(await search('COSTCO', shipment.position))).toEqual(['vendor:Costco Wholesale']);
    const code = `G-${String(invoice.id).padStart(5, '0')}`;
    expect(found(await search(code, shipment.position))).toEqual([`invoice:${code}`]);
    expect(found(await search('inv-track', shipment.position))).toEqual([`invoice:${code}`]);
    expect(await search('mtl-555', shipment.position)).toEqual([{ kind: 'shipment', recordId: shipment.id, label: 'MTL-55501', detail: '2026-11-21' }]);
    // A number is an id of any kind (here the first customer, vendor, product, invoice and shipment are all 1).
    expect((await search('1', shipment.position)).map((hit) => hit.kind).sort()).toEqual(['customer', 'invoice', 'product', 'shipment', 'vendor']);
  });

  it('forgets a deleted record and finds it again once restored', async () => {
    const vendor = (await app.http.post('/api/vendor/add').send({ name: 'Walmart Supercenter' }).expect(201)).body;
    expect(found(await search('walmart', vendor.position))).toEqual(['vendor:Walmart Supercenter']);
    const deleted = (await app.http.get(`/api/vendor/delete/by/id/${vendor.id}`).expect(200)).body;
    expect(await search('walmart', deleted.position)).toEqual([]);
    const restored = (await app.http.post(`/api/vendor/restore/by/id/${vendor.id}`).expect(201)).body;
    expect(found(await search('walmart', restored.position))).toEqual(['vendor:Walmart Supercenter']);
  });

  it('answers staff only, and refuses an empty or overlong query with the spec message', async () => {
    await ensureUser(app.app, { role: 'customer', ...CUSTOMER }, { first: 'Lan', last: 'Tran' });
    const buyer = await app.login(CUSTOMER.email, CUSTOMER.password);
    await app.as(buyer).get('/api/search/get').query({ q: 'lan' }).expect(403);
    const empty = await app.http.get('/api/search/get').query({ q: '  ' }).set('Accept-Language', 'en').expect(400);
    expect(empty.body.fields).toEqual([expect.objectContaining({ path: 'q', message: 'Required' })]);
    await app.http
      .get('/api/search/get')
      .query({ q: 'x'.repeat(201) })
      .expect(400);
  });
});
