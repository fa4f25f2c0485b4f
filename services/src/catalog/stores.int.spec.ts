import type { StoreView } from '@cargo/contracts';
import { useTestApp, validProduct } from '../testing/test-app';

describe('stores over HTTP', () => {
  const app = useTestApp();

  it('has the default store from the first start, registers more under the user, and shows a store to anyone', async () => {
    expect((await app.anonymous.get('/api/store/get/by/id/1').expect(200)).body).toMatchObject({ id: 1, name: 'MTL Cargo', userId: null });
    const registered = (await app.http.post('/api/store/register').send({ name: '  Saigon branch ' }).expect(201)).body;
    expect(registered.id).toBe(2);
    const store: StoreView = (await app.anonymous.get('/api/store/get/by/id/2').set('X-Min-Position', registered.position).expect(200)).body;
    expect(store.name).toBe('Saigon branch');
    const mine: StoreView[] = (await app.http.get(`/api/store/get/by/user/id/${store.userId}`).expect(200)).body;
    expect(mine.map((row) => row.name)).toEqual(['Saigon branch']);
    await app.anonymous.get('/api/store/get/by/id/9').expect(404);
  });

  it('refuses a store without a name, for visitors, and a product naming a store that does not exist', async () => {
    expect((await app.http.post('/api/store/register').send({ name: '' }).expect(400)).body.fields[0]).toMatchObject({
      path: 'name',
      code: 'validation.required',
    });
    await app.anonymous.post('/api/store/register').send({ name: 'Not mine' }).expect(401);
    const refused = await app.http
      .post('/api/product/add')
      .send(validProduct({ storeId: 9 }))
      .expect(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ path: 'storeId', code: 'catalog.storeNotFound' })]);
    await app.http
      .post('/api/product/add')
      .send(validProduct({ storeId: 1 }))
      .expect(201);
  });
});
