import type { ProductView } from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp, validProduct, validStock } from '../testing/test-app';

describe('the product form over HTTP', () => {
  const app = useTestApp();
  const readAfter = (position: string) => ({ 'X-Min-Position': position });

  it('stores the description sanitized: the editor’s formatting stays, scripts, handlers and links go', async () => {
    const description =
      '<p><strong>Bold</strong> and <em>italic</em><script>alert(1)</script></p><ul><li onclick="steal()">one</li></ul><ol><li>two</li></ol><img src=x onerror=alert(2)><a href="javascript:alert(3)">link</a>';
    const added = (await app.http.post('/api/product/add').send(validProduct({ description })).expect(201)).body;
    const product: ProductView = (await app.http.get(`/api/product/get/by/id/${added.id}`).set(readAfter(added.position)).expect(200)).body;
    expect(product.description).toBe('<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><ol><li>two</li></ol>link');
  });

  it('refuses a description with nothing left to read once sanitized', async () => {
    const reply = await app.http
      .post('/api/product/add')
      .send(validProduct({ description: '<script>alert(1)</script><p> </p>' }))
      .expect(400);
    expect(reply.body.fields).toEqual([expect.objectContaining({ path: 'description', code: 'validation.descriptionRequired' })]);
  });

  it('refuses manual US/VN counts from a form that loaded before stock moved, and takes them from a fresh one', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app, { usQuantity: 0, vnQuantity: 2 });
    const loaded: ProductView = (await app.http.get(`/api/product/get/by/id/${productId}`).expect(200)).body;
    // Meanwhile stock arrives in the US warehouse.
    const stock = (
      await app.http
        .post('/api/stock/add')
        .send(validStock(productId, vendorId, 5))
        .expect(201)
    ).body;
    const edit = (shown: ProductView) => ({
      ...validProduct(),
      id: productId,
      usQuantity: 1,
      vnQuantity: 2,
      shownUsQuantity: shown.usQuantity,
      shownVnQuantity: shown.vnQuantity,
    });
    const refused = await app.http.post('/api/product/update').send(edit(loaded)).expect(409);
    expect(refused.body.code).toBe('catalog.quantitiesMovedMeanwhile');
    const fresh: ProductView = (await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(stock.position)).expect(200)).body;
    expect(fresh.usQuantity).toBe(5);
    const saved = (await app.http.post('/api/product/update').send(edit(fresh)).expect(201)).body;
    expect((await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(saved.position)).expect(200)).body).toMatchObject({
      usQuantity: 1,
      vnQuantity: 2,
      quantity: 3,
    });
  });
});
