import { PRODUCT_COST_FIELDS, type Page, type ProductView } from '@cargo/contracts';
import { useTestApp, validProduct, withTestApp } from '../testing/test-app';

describe('the storefront over HTTP', () => {
  const app = useTestApp();
  const after = (position: string) => ({ 'X-Min-Position': position });

  async function givenShelf() {
    const add = async (overrides: object) =>
      (await app.http.post('/api/product/add').send(validProduct(overrides)).expect(201)).body as { id: number; position: string };
    const food = await add({ title: 'Kirkland Mixed Nuts 1.13 kg', skuCode: 'NUTS', lvl1Id: 2 });
    const health = await add({ title: 'Kirkland Fish Oil 400 softgels', skuCode: 'FISH', lvl1Id: 1 });
    const retired = await add({ title: 'Retired product nobody sells', skuCode: 'OLD', lvl1Id: 2, isActive: false });
    return { food, health, retired, position: retired.position };
  }

  it('lists active products to anyone, without cost fields, filtered by title and category', async () => {
    const shelf = await givenShelf();
    const everything: Page<ProductView> = (await app.anonymous.post('/api/product/get/public').set(after(shelf.position)).send({}).expect(200)).body;
    expect(everything.items.map((product) => product.id).sort()).toEqual([shelf.food.id, shelf.health.id].sort());
    expect(everything.total).toBe(2);
    // Nor the lot totals behind the average cost (stock cost over stock units would tell it).
    for (const product of everything.items) for (const cost of [...PRODUCT_COST_FIELDS, 'stockUnits', 'stockCost']) expect(product).not.toHaveProperty(cost);

    const nuts = (await app.anonymous.post('/api/product/get/public').send({ title: 'nuts' }).expect(200)).body as Page<ProductView>;
    expect(nuts.items.map((product) => product.id)).toEqual([shelf.food.id]);
    const food = (await app.anonymous.get('/api/product/get/by/category/id/2').expect(200)).body as Page<ProductView>;
    expect(food.items.map((product) => product.id)).toEqual([shelf.food.id]);
    // The store's own list: the public gets its active products without costs, staff every product with every field.
    const store = (await app.anonymous.get('/api/product/get/by/store/id/1').expect(200)).body as Page<ProductView>;
    expect(store.items.map((product) => product.id).sort()).toEqual(everything.items.map((product) => product.id).sort());
    for (const product of store.items) for (const cost of PRODUCT_COST_FIELDS) expect(product).not.toHaveProperty(cost);
    const staffStore = (await app.http.get('/api/product/get/by/store/id/1?pageSize=50').expect(200)).body as Page<ProductView>;
    expect(staffStore.items.map((product) => product.id)).toContain(shelf.retired.id);
    expect(staffStore.items[0]).toHaveProperty('stockPrice');
    expect((await app.anonymous.get('/api/product/get/by/store/id/99').expect(200)).body.total).toBe(0);
    // Asking for inactive products through the filter changes nothing for the public.
    expect((await app.anonymous.post('/api/product/get/public').send({ isActive: false }).expect(200)).body.total).toBe(2);
  });

  it('shows an active product to a visitor and hides an inactive one, which staff still open', async () => {
    const shelf = await givenShelf();
    const product = (await app.anonymous.get(`/api/product/get/by/id/${shelf.health.id}`).set(after(shelf.position)).expect(200)).body;
    expect(product).toMatchObject({ id: shelf.health.id, title: 'Kirkland Fish Oil 400 softgels' });
    for (const cost of [...PRODUCT_COST_FIELDS, 'stockUnits', 'stockCost']) expect(product).not.toHaveProperty(cost);
    expect((await app.anonymous.get(`/api/product/get/by/id/${shelf.retired.id}`).expect(404)).body.code).toBe('catalog.productNotFound');
    expect((await app.http.get(`/api/product/get/by/id/${shelf.retired.id}`).expect(200)).body).toMatchObject({
      isActive: false,
      stockPrice: expect.any(Number),
    });
  });
});

describe('the storefront under the public write limit', () => {
  it('serves a visitor more reads than the limit allows public writes, while logins are still limited', async () => {
    await withTestApp({ publicWriteLimitPerMinute: 3 }, async (app) => {
      for (let read = 0; read < 8; read += 1) {
        await app.anonymous.post('/api/product/get/public').send({}).expect(200);
        await app.anonymous.get('/api/dropdown/get/to/options').expect(200);
        await app.anonymous.get('/product/picture/none').expect(404);
      }
      const logins = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        logins.push((await app.anonymous.post('/api/user/login').send({ email: 'nobody@test.local', password: 'Wrong#pass1' })).status);
      expect(logins.at(-1)).toBe(429);
    });
  });
});
