import type { Page, VendorView } from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp, validStock } from '../testing/test-app';

describe('vendors over HTTP', () => {
  const app = useTestApp();
  const after = (position: string) => ({ 'X-Min-Position': position });

  it('pages the vendor list by name on the server and searches it', async () => {
    let position = '0';
    for (const name of ['Walmart', 'Costco Wholesale', "Sam's Club", 'Costco Business Center']) position = (await app.http.post('/api/vendor/add').send({ name }).expect(201)).body.position;
    const first: Page<VendorView> = (await app.http.get('/api/vendor/get?pageSize=2').set(after(position)).expect(200)).body;
    expect(first).toMatchObject({ total: 4, page: 0, pageSize: 2 });
    expect(first.items.map((vendor) => vendor.name)).toEqual(['Costco Business Center', 'Costco Wholesale']);
    const second: Page<VendorView> = (await app.http.get('/api/vendor/get?pageSize=2&page=1').expect(200)).body;
    expect(second.items.map((vendor) => vendor.name)).toEqual(["Sam's Club", 'Walmart']);
    const costco: Page<VendorView> = (await app.http.get('/api/vendor/get?name=costco').expect(200)).body;
    expect(costco.total).toBe(2);
  });

  it('updates a vendor, deletes one without stock, and refuses to delete one that stock names', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const spare = (await app.http.post('/api/vendor/add').send({ name: 'Spare vendor' }).expect(201)).body;
    const updated = (await app.http.post('/api/vendor/update').send({ id: vendorId, name: 'Costco Wholesale #1', phone: '2065550100' }).expect(201)).body;
    expect((await app.http.get(`/api/vendor/get/by/id/${vendorId}`).set(after(updated.position)).expect(200)).body).toMatchObject({ name: 'Costco Wholesale #1', phone: '2065550100' });

    const stock = (await app.http.post('/api/stock/add').send(validStock(productId, vendorId, 3)).expect(201)).body;
    const refused = await app.http.get(`/api/vendor/delete/by/id/${vendorId}`).set(after(stock.position)).expect(409);
    expect(refused.body.code).toBe('vendors.vendorHasStock');

    const deleted = (await app.http.get(`/api/vendor/delete/by/id/${spare.id}`).expect(200)).body;
    await app.http.get(`/api/vendor/get/by/id/${spare.id}`).set(after(deleted.position)).expect(404);
    expect((await app.http.post('/api/vendor/update').send({ id: spare.id, name: 'Back again' }).expect(404)).body.code).toBe('vendors.vendorNotFound');
  });
});
