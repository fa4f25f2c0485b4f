import { useTestApp } from '../../testing/test-app';

describe('session-consistent reads by default', () => {
  // Projections start only when the test says, so a read before they catch up is certain to be early.
  const app = useTestApp({ runProjections: false });

  it('lets an API client that created a vendor list it at once, without X-Min-Position', async () => {
    const created = await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201);
    const catchUp = new Promise<void>((resolve) => setTimeout(() => void app.infrastructure.runner.start().then(() => resolve()), 300));
    const started = Date.now();
    const vendors = await app.http.get('/api/vendor/get').expect(200);
    expect(vendors.body.items.map((vendor: { id: number }) => vendor.id)).toEqual([created.body.id]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(vendors.headers['x-read-models-behind']).toBeUndefined();
    await catchUp;
  });

  it("does not make another session wait for this one's writes", async () => {
    await app.http.post('/api/vendor/add').send({ name: 'Sam Club' }).expect(201);
    const other = app.as(await app.login('root@test.local', 'Root#secret1'));
    const started = Date.now();
    const vendors = await other.get('/api/vendor/get').expect(200);
    expect(vendors.body.items).toEqual([]);
    expect(Date.now() - started).toBeLessThan(250);
  });
});
