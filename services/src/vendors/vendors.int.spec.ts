import type { Page, VendorDashboard, VendorView } from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp, validProduct, validStock } from '../testing/test-app';

describe('vendors over HTTP', () => {
  const app = useTestApp();
  const after = (position: string) => ({ 'X-Min-Position': position });

  it('pages the vendor list by name on the server and searches it', async () => {
    let position = '0';
    for (const name of ['Walmart', 'Costco Wholesale', "Sam's Club", 'Costco Business Center'])
      position = (await app.http.post('/api/vendor/add').send({ name }).expect(201)).body.position;
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
    expect((await app.http.get(`/api/vendor/get/by/id/${vendorId}`).set(after(updated.position)).expect(200)).body).toMatchObject({
      name: 'Costco Wholesale #1',
      phone: '2065550100',
    });

    const stock = (
      await app.http
        .post('/api/stock/add')
        .send(validStock(productId, vendorId, 3))
        .expect(201)
    ).body;
    const refused = await app.http.get(`/api/vendor/delete/by/id/${vendorId}`).set(after(stock.position)).expect(409);
    expect(refused.body.code).toBe('vendors.vendorHasStock');

    const deleted = (await app.http.get(`/api/vendor/delete/by/id/${spare.id}`).expect(200)).body;
    await app.http.get(`/api/vendor/get/by/id/${spare.id}`).set(after(deleted.position)).expect(404);
    expect((await app.http.post('/api/vendor/update').send({ id: spare.id, name: 'Back again' }).expect(404)).body.code).toBe('vendors.vendorNotFound');
  });

  it('never lets a delete and a purchase naming the vendor both succeed, however close together they are sent', async () => {
    const { productId } = await givenVendorAndProduct(app);
    for (let round = 0; round < 10; round += 1) {
      const vendor = (
        await app.http
          .post('/api/vendor/add')
          .send({ name: `Racing vendor ${round}` })
          .expect(201)
      ).body;
      const [purchase, deletion] = await Promise.all([
        app.http.post('/api/stock/add/group').send({ vendorId: vendor.id, datePurchased: '2026-11-01', stocks: [{ productId, quantity: 1, stockPrice: 100 }] }),
        app.http.get(`/api/vendor/delete/by/id/${vendor.id}`),
      ]);
      expect({ round, both: purchase.status === 201 && deletion.status === 200 }).toEqual({ round, both: false });
      expect([purchase.status, deletion.status].sort()).toEqual(purchase.status === 201 ? [201, 409] : [200, 400]);
    }
  });

  it('undoes a delete: the vendor is back in the list as it was; restoring a live or unknown vendor is refused', async () => {
    const spare = (await app.http.post('/api/vendor/add').send({ name: 'Spare vendor', phone: '2065550100' }).expect(201)).body;
    const before = (await app.http.get(`/api/vendor/get/by/id/${spare.id}`).set(after(spare.position)).expect(200)).body as VendorView;
    const deleted = (await app.http.get(`/api/vendor/delete/by/id/${spare.id}`).expect(200)).body;
    expect(((await app.http.get('/api/vendor/get?name=spare').set(after(deleted.position)).expect(200)).body as Page<VendorView>).total).toBe(0);
    const restored = (await app.http.post(`/api/vendor/restore/by/id/${spare.id}`).expect(201)).body;
    expect((await app.http.get(`/api/vendor/get/by/id/${spare.id}`).set(after(restored.position)).expect(200)).body).toEqual(before);
    expect(((await app.http.get('/api/vendor/get?name=spare').expect(200)).body as Page<VendorView>).total).toBe(1);
    expect((await app.http.post(`/api/vendor/restore/by/id/${spare.id}`).set('Accept-Language', 'en').expect(409)).body).toMatchObject({
      code: 'error.notDeleted',
      message: 'Only a deleted record can be restored',
    });
    expect((await app.http.post('/api/vendor/restore/by/id/9999').expect(404)).body.code).toBe('vendors.vendorNotFound');
    // The History tab: the restore, undoing the delete's one change.
    const history = (await app.http.get(`/api/audit/get/history/vendor/${spare.id}`).expect(200)).body;
    expect(history.items.map((entry: { type: string; changes: unknown }) => [entry.type, entry.changes])).toEqual([
      ['VendorRestored', [{ field: 'deleted', before: true }]],
      ['VendorDeleted', [{ field: 'deleted', after: true }]],
      ['VendorAdded', expect.any(Array)],
    ]);
  });

  it('shows vendor figures equal to what the stock the test wrote adds up to: balance, monthly buckets, top purchased products', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const other = (await app.http.post('/api/vendor/add').send({ name: 'Walmart' }).expect(201)).body.id;
    const products = [productId];
    for (let n = 2; n <= 7; n += 1)
      products.push(
        (
          await app.http
            .post('/api/product/add')
            .send(validProduct({ title: `Dashboard product ${n}`, skuCode: `DP-${n}` }))
            .expect(201)
        ).body.id,
      );
    // What the test wrote, kept here: the live rows by stock id.
    const live = new Map<number, { productId: number; vendorId: number; quantity: number; stockPrice: number; datePurchased: string }>();
    let position = '0';
    const write = async (
      path: string,
      body: Record<string, unknown>,
      row: { productId: number; vendorId: number; quantity: number; stockPrice: number; datePurchased: string },
      id?: number,
    ) => {
      const reply = (await app.http.post(path).send(body).expect(201)).body;
      live.set(id ?? reply.id, row);
      position = reply.position;
      return reply.id as number;
    };
    const ids: number[] = [];
    for (const [index, product] of products.entries()) {
      for (const month of ['2026-09-14', '2026-10-03', '2026-11-20'].slice(0, (index % 3) + 1)) {
        const row = { productId: product, vendorId: index === 6 ? other : vendorId, quantity: index + 2, stockPrice: 1000 + index * 111, datePurchased: month };
        ids.push(await write('/api/stock/add', { ...row }, row));
      }
    }
    const moved = { productId: live.get(ids[1])!.productId, vendorId, quantity: 9, stockPrice: 1234, datePurchased: '2026-08-31' };
    await write('/api/stock/update', { id: ids[1], vendorId, quantity: 9, stockPrice: 1234, datePurchased: '2026-08-31' }, moved, ids[1]);
    position = (await app.http.get(`/api/stock/delete/by/id/${ids[2]}`).expect(200)).body.position;
    live.delete(ids[2]);

    const rows = [...live.values()].filter((row) => row.vendorId === vendorId);
    const stockAmount = rows.reduce((sum, row) => sum + row.quantity * row.stockPrice, 0);
    const months = new Map<string, number>();
    for (const row of rows)
      months.set(
        `${row.datePurchased.slice(0, 4)}/${row.datePurchased.slice(5, 7)}`,
        (months.get(`${row.datePurchased.slice(0, 4)}/${row.datePurchased.slice(5, 7)}`) ?? 0) + row.quantity * row.stockPrice,
      );
    const bought = new Map<number, number>();
    for (const row of rows) bought.set(row.productId, (bought.get(row.productId) ?? 0) + row.quantity);
    const top = [...bought].sort(([a, x], [b, y]) => y - x || b - a).slice(0, 5);

    const dashboard: VendorDashboard = (await app.http.get(`/api/vendor/get/dashboard/by/id/${vendorId}`).set(after(position)).expect(200)).body;
    expect(dashboard.totals).toEqual({
      id: vendorId,
      stockAmount,
      stockQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
      expenseAmount: 0,
      balance: stockAmount,
    });
    expect(dashboard.months.map((month) => [month.month, month.stockAmount, month.balance])).toEqual(
      [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, amount]) => [month, amount, amount]),
    );
    expect(dashboard.topProducts.map((row) => [row.productId, row.quantity])).toEqual(top);
    expect(dashboard.topProducts[0].productTitle).toEqual(expect.any(String));
    await app.http.get('/api/vendor/get/dashboard/by/id/999').expect(404);
  });
});
