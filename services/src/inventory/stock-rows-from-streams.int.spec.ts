import { givenVendorAndProduct, useTestApp } from '../testing/test-app';

/**
 * A stock row's product is known from the row id's allocation on the stock sequence stream: with no
 * projection running at all (a stock list that lags as far as it can), a row added a moment ago is
 * saved, removed and restored, and an id never allocated is "not found".
 */
describe('stock rows, found from streams', () => {
  const app = useTestApp({ runProjections: false });

  it('saves, removes and restores a row just added, by its id alone', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app, { usQuantity: 0 });
    const stock = { vendorId, datePurchased: '2026-11-20', updateQuantity: true, quantity: 5, stockPrice: 1250 };
    const added = (
      await app.http
        .post('/api/stock/add')
        .send({ ...stock, productId })
        .expect(201)
    ).body;
    expect(added).toMatchObject({ productId, usQuantity: 5 });
    expect(
      (
        await app.http
          .post('/api/stock/update')
          .send({ ...stock, id: added.id, quantity: 7 })
          .expect(201)
      ).body,
    ).toMatchObject({ productId, usQuantity: 7 });
    expect((await app.http.get(`/api/stock/delete/by/id/${added.id}`).expect(200)).body).toMatchObject({ productId, usQuantity: 0 });
    expect((await app.http.post(`/api/stock/restore/by/id/${added.id}`).expect(201)).body).toMatchObject({ productId, usQuantity: 7 });

    const group = (
      await app.http
        .post('/api/stock/add/group')
        .send({ vendorId, datePurchased: '2026-11-21', updateQuantity: true, stocks: [{ productId, quantity: 2, stockPrice: 900 }] })
        .expect(201)
    ).body;
    expect((await app.http.get(`/api/stock/delete/by/id/${group.stockIds[0]}`).expect(200)).body).toMatchObject({ productId, usQuantity: 7 });

    expect((await app.http.get('/api/stock/delete/by/id/424242').expect(404)).body.code).toBe('inventory.stockNotFound');
  });
});
