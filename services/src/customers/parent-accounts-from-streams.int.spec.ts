import { useTestApp } from '../testing/test-app';

/**
 * A parent account is checked on the customers' own streams: with no projection running at all (a
 * read model that lags as far as it can), a parent just opened is found, and one below the customer,
 * at any depth, is refused.
 */
describe('parent accounts, decided from streams', () => {
  const app = useTestApp({ runProjections: false });
  const add = async (name: string, parentCustomerId: number | null = null) =>
    (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi, Q1', phone: '0281234567', parentCustomerId }).expect(201)).body.id as number;
  const update = (id: number, parentCustomerId: number | null) =>
    app.http
      .post('/api/customer/update')
      .set('Accept-Language', 'en')
      .send({ id, name: 'Công Ty Bình Minh', address1: 'x', phone: '0281234567', parentCustomerId });

  it('takes a parent opened a moment ago, and refuses one below the customer at any depth', async () => {
    const company = await add('Công Ty Bình Minh');
    const branch = await add('Chi Nhánh Hà Nội', company);
    const office = await add('Văn Phòng Hoàn Kiếm', branch);
    const other = await add('Công Ty Khác');

    expect((await update(company, office).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'parentCustomerId', code: 'customers.parentIsChild' }),
    ]);
    expect((await update(company, branch).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'parentCustomerId', code: 'customers.parentIsChild' }),
    ]);
    expect((await update(company, 424242).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'parentCustomerId', code: 'customers.customerNotFound' }),
    ]);
    await update(company, other).expect(201);
    // Now `other` is above the company: it cannot take the office, three levels below it, as parent.
    expect((await update(other, office).expect(400)).body.fields).toEqual([expect.objectContaining({ code: 'customers.parentIsChild' })]);
  });
});
