import type { Page, ProductView, StockGroupListRow, StockListRow } from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp, validProduct, validStock } from '../testing/test-app';

describe('the stock form and stock lists over HTTP', () => {
  const app = useTestApp();
  const after = (position: string) => ({ 'X-Min-Position': position });

  it('adds one purchase of several products: a row on each, their US quantities, a subtotal the server computes', async () => {
    const { vendorId, productId: first } = await givenVendorAndProduct(app, { usQuantity: 2 });
    const second = (
      await app.http
        .post('/api/product/add')
        .send(validProduct({ title: 'Second product on the form', skuCode: 'SKU-2' }))
        .expect(201)
    ).body.id;
    const form = {
      vendorId,
      datePurchased: '2026-11-03',
      stocks: [
        { productId: first, quantity: 4, stockPrice: 1250 },
        { productId: second, quantity: 3, stockPrice: 999 },
      ],
      subtotal: 1,
    };
    const group = (await app.http.post('/api/stock/add/group').send(form).expect(201)).body;
    expect(group).toMatchObject({ subtotal: 4 * 1250 + 3 * 999 });
    expect(group.stockIds).toHaveLength(2);

    const product = (await app.http.get(`/api/product/get/by/id/${first}`).set(after(group.position)).expect(200)).body as ProductView;
    expect(product.usQuantity).toBe(6);
    const row = (await app.http.get(`/api/stock/get/by/id/${group.stockIds[1]}`).expect(200)).body as StockListRow;
    expect(row).toMatchObject({
      productId: second,
      quantity: 3,
      stockPrice: 999,
      vendorId,
      datePurchased: '2026-11-03',
      stockGroupId: group.id,
      productTitle: 'Second product on the form',
      vendorName: 'Costco Wholesale',
      isActive: true,
    });
  });

  it('lists the purchase with its subtotal and payment status; deleting it by its id takes its rows out of stock, and a paid one refuses', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app, { usQuantity: 2 });
    const form = (quantity: number) => ({ vendorId, datePurchased: '2026-11-03', stocks: [{ productId, quantity, stockPrice: 1250 }] });
    const first = (await app.http.post('/api/stock/add/group').send(form(4)).expect(201)).body;
    const second = (await app.http.post('/api/stock/add/group').send(form(5)).expect(201)).body;
    const listed = (await app.http.get('/api/stock/get/group').set(after(second.position)).expect(200)).body as Page<StockGroupListRow>;
    expect(listed.items.map((group) => [group.id, group.subtotal, group.paymentStatus, group.vendorName])).toEqual([
      [second.id, 5 * 1250, 'Pending', 'Costco Wholesale'],
      [first.id, 4 * 1250, 'Pending', 'Costco Wholesale'],
    ]);
    const row = (await app.http.get(`/api/stock/get/by/id/${first.stockIds[0]}`).expect(200)).body as StockListRow;
    expect(row.createdByName).toBe('Root User');

    const paid = await app.http.post('/api/stock/update/group/payment/status').send({ id: second.id, paymentStatus: 'Paid' }).expect(201);
    expect((await app.http.get(`/api/stock/get/group/by/id/${second.id}`).set(after(paid.body.position)).expect(200)).body.paymentStatus).toBe('Paid');
    expect((await app.http.get(`/api/stock/delete/by/stock/group/id/${second.id}`).set('Accept-Language', 'en').expect(409)).body.message).toBe(
      "Can't delete. The purchase has been paid",
    );

    const deleted = await app.http.get(`/api/stock/delete/by/stock/group/id/${first.id}`).expect(200);
    const product = (await app.http.get(`/api/product/get/by/id/${productId}`).set(after(deleted.body.position)).expect(200)).body as ProductView;
    expect(product.usQuantity).toBe(2 + 5);
    expect((await app.http.get(`/api/stock/get/by/id/${first.stockIds[0]}`).expect(200)).body.isActive).toBe(false);
    expect((await app.http.get('/api/stock/get/group').expect(200)).body.items.map((group: StockGroupListRow) => group.id)).toEqual([second.id]);
    // Deleting it again finds nothing, and changes nothing.
    await app.http.get(`/api/stock/delete/by/stock/group/id/${first.id}`).expect(404);
    expect((await app.http.get(`/api/product/get/by/id/${productId}`).expect(200)).body.usQuantity).toBe(7);
  });

  it('refuses a form without lines, with a product twice, a zero quantity or price, or a missing product, and changes nothing', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const line = { productId, quantity: 1, stockPrice: 100 };
    const cases: [object, Record<string, string>][] = [
      [{ vendorId, datePurchased: '2026-11-03', stocks: [] }, { stocks: 'inventory.atLeastOneLine' }],
      [{ vendorId, datePurchased: '2026-11-03', stocks: [line, line] }, { 'stocks.1.productId': 'inventory.productOnce' }],
      [
        { vendorId, datePurchased: '', stocks: [{ ...line, quantity: 0, stockPrice: 0 }] },
        { datePurchased: 'validation.required', 'stocks.0.quantity': 'validation.mustBeWholeNumber', 'stocks.0.stockPrice': 'validation.mustBePositive' },
      ],
      [{ datePurchased: '2026-11-03', stocks: [line] }, { vendorId: 'validation.required' }],
      [{ vendorId, datePurchased: '2026-11-03', stocks: [line, { ...line, productId: 9999 }] }, { 'stocks.1.productId': 'catalog.productNotFound' }],
    ];
    for (const [body, fields] of cases) {
      const reply = await app.http.post('/api/stock/add/group').send(body).expect(400);
      expect(Object.fromEntries(reply.body.fields.map((field: { path: string; code: string }) => [field.path, field.code]))).toMatchObject(fields);
    }
    const rows = (await app.http.get(`/api/stock/get/by/product/id/${productId}`).expect(200)).body as Page<StockListRow>;
    expect(rows.total).toBe(0);
    await app.http.get('/api/stock/get/by/id/4242').expect(404);
  });

  it('pages, filters and sorts the stock list on the server', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const other = (await app.http.post('/api/vendor/add').send({ name: 'Walmart' }).expect(201)).body.id;
    let position = '0';
    for (let n = 1; n <= 17; n += 1) {
      position = (
        await app.http
          .post('/api/stock/add')
          .send({ ...validStock(productId, n % 2 ? vendorId : other, n), datePurchased: `2026-10-${String(n).padStart(2, '0')}` })
          .expect(201)
      ).body.position;
    }
    const first = (await app.http.get('/api/stock/get?isActive=true').set(after(position)).expect(200)).body as Page<StockListRow>;
    expect(first).toMatchObject({ total: 17, page: 0, pageSize: 15 });
    expect(first.items[0].quantity).toBe(17);
    const second = (await app.http.get('/api/stock/get?isActive=true&page=1').expect(200)).body as Page<StockListRow>;
    expect(second.items.map((row) => row.quantity)).toEqual([2, 1]);
    const walmart = (await app.http.get(`/api/stock/get?vendorId=${other}&sort=quantity&order=asc`).expect(200)).body as Page<StockListRow>;
    expect(walmart.items.map((row) => row.quantity)).toEqual([2, 4, 6, 8, 10, 12, 14, 16]);
    const range = (await app.http.get('/api/stock/get?from=2026-10-05&to=2026-10-07&sort=datePurchased&order=asc').expect(200)).body as Page<StockListRow>;
    expect(range.items.map((row) => row.datePurchased)).toEqual(['2026-10-05', '2026-10-06', '2026-10-07']);
    for (const bad of ['isActive=maybe', 'sort=vendorName', 'from=yesterday', 'productId=-1']) {
      await app.http.get(`/api/stock/get?${bad}`).expect(400);
    }
  });
});
