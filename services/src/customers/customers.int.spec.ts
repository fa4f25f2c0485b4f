import type { CustomerListRow } from '@cargo/contracts';
import { useTestApp } from '../testing/test-app';

describe('customers over HTTP', () => {
  const app = useTestApp();

  const add = async (name: string, phone: string, parentCustomerId: number | null = null) =>
    (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi, Q1', phone, parentCustomerId }).expect(201)).body as {
      id: number;
      position: string;
    };

  it('adds, updates and deletes a customer, with parent and child accounts shown as name - phone', async () => {
    const parent = await add('Công Ty Bình Minh', '0281234567');
    const child = await add('Chi Nhánh Hà Nội', '0241234567', parent.id);
    const row: CustomerListRow = (await app.http.get(`/api/customer/get/by/id/${child.id}`).set('X-Min-Position', child.position).expect(200)).body;
    expect(row).toMatchObject({ name: 'Chi Nhánh Hà Nội', parentCustomerId: parent.id, parentLabel: 'Công Ty Bình Minh - 0281234567' });
    expect((await app.http.get(`/api/customer/get/children/by/id/${parent.id}`).expect(200)).body.map((c: { id: number }) => c.id)).toEqual([child.id]);

    const updated = await app.http
      .post('/api/customer/update')
      .send({ id: child.id, name: 'Chi Nhánh Đà Nẵng', address1: '5 Bạch Đằng', phone: '0236123456', parentCustomerId: parent.id })
      .expect(201);
    expect((await app.http.get(`/api/customer/get/by/id/${child.id}`).set('X-Min-Position', updated.body.position).expect(200)).body).toMatchObject({
      name: 'Chi Nhánh Đà Nẵng',
      phone: '0236123456',
    });

    const deleted = await app.http.get(`/api/customer/delete/by/id/${child.id}`).expect(200);
    await app.http.get(`/api/customer/get/by/id/${child.id}`).set('X-Min-Position', deleted.body.position).expect(404);
    await app.http.delete(`/api/customer/delete/by/id/${child.id}`).expect(404);
    // Undo: the customer is back, still the child of its parent.
    const restored = await app.http.post(`/api/customer/restore/by/id/${child.id}`).expect(201);
    expect((await app.http.get(`/api/customer/get/by/id/${child.id}`).set('X-Min-Position', restored.body.position).expect(200)).body).toMatchObject({
      id: child.id,
      parentCustomerId: parent.id,
    });
  });

  it('refuses a parent account that is the customer itself, one of its children, or unknown', async () => {
    const parent = await add('Công Ty Bình Minh', '0281234567');
    const child = await add('Chi Nhánh Hà Nội', '0241234567', parent.id);
    const update = (parentCustomerId: number) =>
      app.http
        .post('/api/customer/update')
        .set('X-Min-Position', child.position)
        .send({ id: parent.id, name: 'Công Ty Bình Minh', address1: 'x', phone: '0281234567', parentCustomerId });
    expect((await update(parent.id).expect(400)).body.fields).toEqual([expect.objectContaining({ path: 'parentCustomerId', code: 'customers.parentIsSelf' })]);
    expect((await update(child.id).expect(400)).body.fields).toEqual([expect.objectContaining({ path: 'parentCustomerId', code: 'customers.parentIsChild' })]);
    expect((await update(424242).expect(400)).body.fields).toEqual([expect.objectContaining({ path: 'parentCustomerId', code: 'customers.customerNotFound' })]);
  });

  it('pages 15 customers a page and filters per column', async () => {
    const parent = await add('Công Ty Bình Minh', '0281234567');
    let last = parent.position;
    for (let n = 1; n <= 16; n += 1)
      last = (await add(`Khách Hàng Số ${String.fromCharCode(64 + n)}`, `09000000${String(n).padStart(2, '0')}`, n % 2 ? parent.id : null)).position;
    const first = await app.http.post('/api/customer/get').set('X-Min-Position', last).send({}).expect(200);
    // 17 added here; the root user's own customer account is staff's, so it is not listed
    expect(first.body).toMatchObject({ total: 17, pageSize: 15 });
    expect(first.body.items).toHaveLength(15);
    const byPhone = await app.http.post('/api/customer/get').send({ phone: '090000001' }).expect(200);
    expect(byPhone.body.items.map((c: CustomerListRow) => c.phone).sort()).toEqual([
      '0900000010',
      '0900000011',
      '0900000012',
      '0900000013',
      '0900000014',
      '0900000015',
      '0900000016',
    ]);
    expect((await app.http.post('/api/customer/get').send({ parent: 'bình minh' }).expect(200)).body.total).toBe(8);
    expect((await app.http.post('/api/customer/get').send({ name: 'số c' }).expect(200)).body.items.map((c: CustomerListRow) => c.name)).toEqual([
      'Khách Hàng Số C',
    ]);
    expect(
      (
        await app.http
          .post('/api/customer/get')
          .send({ id: String(parent.id) })
          .expect(200)
      ).body.items.map((c: CustomerListRow) => c.id),
    ).toContain(parent.id);
  });
});
