import type { ProductRanking } from '@cargo/contracts';
import { useTestApp, validProduct } from '../testing/test-app';

describe('product rankings over HTTP', () => {
  const app = useTestApp();
  const today = new Date().toISOString().slice(0, 10);
  const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('ranks products by units in the period orders, without deleted or unheld orders, equal to what the test placed', async () => {
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body
      .id;
    const products: number[] = [];
    for (let n = 1; n <= 12; n += 1)
      products.push(
        (
          await app.http
            .post('/api/product/add')
            .send(validProduct({ title: `Ranked product number ${n}`, skuCode: `RK-${n}`, usQuantity: 1000 }))
            .expect(201)
        ).body.id,
      );
    // What the test places: order n takes (n % 4) + 1 units of product (n % 12) and one unit of product 0.
    const units = new Map<number, number>();
    const orders = new Map<number, number>();
    let position = '0';
    const place = async (typeId: string, lines: [number, number][]) => {
      const placed = (
        await app.http
          .post('/api/order/add')
          .send({ customerId, typeId, orderDetails: lines.map(([productId, quantity]) => ({ productId, warehouseId: 'US', quantity, unitPrice: 1000 })) })
          .expect(201)
      ).body;
      position = placed.position;
      return placed.id as number;
    };
    for (let n = 1; n <= 30; n += 1) {
      const lines: [number, number][] = [
        [products[n % 12], (n % 4) + 1],
        [products[0], 1],
      ];
      await place('Regular', lines);
      for (const [productId, quantity] of lines) units.set(productId, (units.get(productId) ?? 0) + quantity);
      for (const productId of new Set(lines.map(([productId]) => productId))) orders.set(productId, (orders.get(productId) ?? 0) + 1);
    }
    // Neither a deleted order nor one put back to stock counts.
    const deleted = await place('Regular', [[products[5], 500]]);
    position = (await app.http.get(`/api/order/delete/by/id/${deleted}`).expect(200)).body.position;
    const held = await place('PlaceHolder', [[products[6], 400]]);
    position = (await app.http.post(`/api/order/unhold?id=${held}&warehouseId=US`).expect(200)).body.position;

    const expected = [...units]
      .map(([productId, total]) => ({ productId, units: total, orders: orders.get(productId) ?? 0 }))
      .sort((a, b) => b.units - a.units || b.orders - a.orders || a.productId - b.productId)
      .slice(0, 10);
    const ranking: ProductRanking[] = (
      await app.http.post('/api/product/get/rankings').set('X-Min-Position', position).send({ startDate: today, endDate: today }).expect(200)
    ).body;
    expect(ranking.map(({ productId, units: sold, orders: count }) => ({ productId, units: sold, orders: count }))).toEqual(expected);
    expect(ranking[0]).toMatchObject({ productId: products[0], units: units.get(products[0]), productTitle: 'Ranked product number 1' });
    expect(
      (
        await app.http
          .post('/api/product/get/rankings')
          .send({ startDate: daysFromToday(-30), endDate: daysFromToday(-1) })
          .expect(200)
      ).body,
    ).toEqual([]);
  });

  it('refuses an end before the start, a period over 366 days, and visitors', async () => {
    const refused = async (body: object) =>
      (await app.http.post('/api/product/get/rankings').send(body).expect(400)).body.fields.map(
        (field: { path: string; code: string }) => `${field.path}:${field.code}`,
      );
    expect(await refused({ startDate: today, endDate: daysFromToday(-1) })).toEqual(['endDate:catalog.rankingEndBeforeStart']);
    expect(await refused({ startDate: daysFromToday(-400), endDate: today })).toEqual(['endDate:catalog.rankingRangeTooLong']);
    expect(await refused({ startDate: 'yesterday', endDate: today })).toEqual(['startDate:validation.invalidDate']);
    await app.anonymous.post('/api/product/get/rankings').send({ startDate: today, endDate: today }).expect(401);
  });
});
