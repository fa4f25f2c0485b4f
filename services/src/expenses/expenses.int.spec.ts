import {
  expenseStream,
  seededOptionId,
  type AuditListRow,
  type ExpenseImportReply,
  type ExpenseListRow,
  type OverviewDashboard,
  type Page,
  type VendorDashboard,
} from '@cargo/contracts';
import { ensureUser } from '../identity/bootstrap';
import { metadataFor } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { useTestApp } from '../testing/test-app';
import { CorrectExpenseSigns } from './correct-expense-signs';

const ADMIN = { email: 'admin@expense.test', password: 'Admin#secret1' };
const OTHER_TYPE = seededOptionId('expenseType', 'Other');
const DEBIT_CREDIT = seededOptionId('expensePaymentMethod', 'DebitCredit');

describe('expenses over HTTP', () => {
  const app = useTestApp();
  const vendor = async (name: string) => (await app.http.post('/api/vendor/add').send({ name }).expect(201)).body.id as number;
  const expense = (vendorId: number, amount: number, transactionDate = '2026-11-02') => ({
    typeId: OTHER_TYPE,
    vendorId,
    paymentMethodId: DEBIT_CREDIT,
    transactionDate,
    amount,
    description: 'Fuel',
  });

  it("records, changes a row's type, vendor and payment method, and moves the vendors' expense and balance with it", async () => {
    const [costco, sams] = [await vendor('Costco Wholesale'), await vendor("Sam's Club")];
    const id = (
      await app.http
        .post('/api/expense/add')
        .send({ ...expense(costco, 4500), expenseDetails: [{ name: 'Diesel', quantity: 3, unitPrice: 1500 }] })
        .expect(201)
    ).body.id as number;
    await app.http
      .post('/api/expense/add')
      .send(expense(costco, 0, '2026-10-15'))
      .expect(201);
    expect((await app.http.get(`/api/vendor/get/dashboard/by/id/${costco}`).expect(200)).body as VendorDashboard).toMatchObject({
      totals: { expenseAmount: 4500, balance: -4500 },
    });
    await app.http.post('/api/expense/update/basic').send({ id, typeId: OTHER_TYPE, vendorId: sams, paymentMethodId: DEBIT_CREDIT }).expect(201);
    expect((await app.http.get(`/api/vendor/get/dashboard/by/id/${costco}`).expect(200)).body).toMatchObject({ totals: { expenseAmount: 0 } });
    expect((await app.http.get(`/api/vendor/get/dashboard/by/id/${sams}`).expect(200)).body).toMatchObject({ totals: { expenseAmount: 4500, balance: -4500 } });
    const row = (await app.http.get(`/api/expense/get/by/id/${id}`).expect(200)).body as ExpenseListRow;
    expect(row).toMatchObject({ vendorName: "Sam's Club", expenseDetails: [{ name: 'Diesel', quantity: 3, unitPrice: 1500 }] });
    // 'Must be numeric', and a type that is not an expense type.
    expect(
      (
        await app.http
          .post('/api/expense/add')
          .set('Accept-Language', 'en')
          .send({ ...expense(costco, 1), amount: 'x' })
          .expect(400)
      ).body.fields,
    ).toEqual([expect.objectContaining({ path: 'amount', message: 'Must be numeric' })]);
    await app.http
      .post('/api/expense/add')
      .send({ ...expense(costco, 1), typeId: 99 })
      .expect(400);
    // A vendor that expenses name stays; once the expense that moved to it is deleted, it may go, and the
    // expense's Undo is then refused (it would name a deleted vendor). The vendor it left is still named by the other one.
    expect((await app.http.get(`/api/vendor/delete/by/id/${sams}`).expect(409)).body.code).toBe('vendors.vendorHasExpenses');
    await app.http.get(`/api/expense/delete/by/id/${id}`).expect(200);
    await app.http.get(`/api/vendor/delete/by/id/${sams}`).expect(200);
    expect((await app.http.post(`/api/expense/restore/by/id/${id}`).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'vendorId', code: 'validation.invalidChoice' }),
    ]);
    expect((await app.http.get(`/api/vendor/delete/by/id/${costco}`).expect(409)).body.code).toBe('vendors.vendorHasExpenses');
  });

  it('imports rows once per bank line: the same file twice adds nothing the second time', async () => {
    const other = await vendor('Other');
    const rows = [1, 2, 3].map((n) => ({ ...expense(other, 1000 * n), importKey: `bank:2026-11-0${n}:${1000 * n}:Line ${n}:0` }));
    const check = async (importKeys: string[]) => (await app.http.post('/api/expense/import/check').send({ importKeys }).expect(200)).body.imported as string[];
    expect(await check(rows.map((row) => row.importKey))).toEqual([]);
    const first = (
      await app.http
        .post('/api/expense/add/list')
        .send({ rows: rows.slice(0, 2) })
        .expect(201)
    ).body as ExpenseImportReply;
    expect(first).toMatchObject({ skipped: 0 });
    // The preview names the lines already recorded before the import runs again.
    expect(await check(rows.map((row) => row.importKey))).toEqual([rows[0].importKey, rows[1].importKey]);
    const rest = (await app.http.post('/api/expense/add/list').send({ rows }).expect(201)).body as ExpenseImportReply;
    expect(rest).toMatchObject({ skipped: 2 });
    first.ids.push(...rest.ids);
    expect(first.ids).toHaveLength(3);
    const again = (await app.http.post('/api/expense/add/list').send({ rows }).expect(201)).body as ExpenseImportReply;
    expect(again).toMatchObject({ ids: [], skipped: 3 });
    expect(((await app.http.post('/api/expense/get').send({ vendorId: other }).expect(200)).body as Page<ExpenseListRow>).total).toBe(3);
    expect((await app.http.post('/api/expense/add/list').set('Accept-Language', 'en').send({ rows: [] }).expect(400)).body.fields[0].message).toBe(
      'The file has no rows to import',
    );
  });

  it('lets only root delete an expense, and undo the delete', async () => {
    const costco = await vendor('Costco Wholesale');
    const id = (await app.http.post('/api/expense/add').send(expense(costco, 700)).expect(201)).body.id as number;
    await ensureUser(app.app, { role: 'admin', ...ADMIN }, { first: 'Nhan', last: 'Vien' });
    const admin = await app.login(ADMIN.email, ADMIN.password);
    await app.as(admin).get(`/api/expense/delete/by/id/${id}`).expect(403);
    await app.http.get(`/api/expense/delete/by/id/${id}`).expect(200);
    await app.http.get(`/api/expense/get/by/id/${id}`).expect(404);
    expect((await app.http.get(`/api/vendor/get/dashboard/by/id/${costco}`).expect(200)).body).toMatchObject({ totals: { expenseAmount: 0 } });
    // Undo (root only, as the delete): the expense and the vendor's figures come back.
    await app.as(admin).post(`/api/expense/restore/by/id/${id}`).expect(403);
    await app.http.post(`/api/expense/restore/by/id/${id}`).expect(201);
    expect((await app.http.get(`/api/expense/get/by/id/${id}`).expect(200)).body).toMatchObject({ amount: 700, vendorName: 'Costco Wholesale' });
    expect((await app.http.get(`/api/vendor/get/dashboard/by/id/${costco}`).expect(200)).body).toMatchObject({ totals: { expenseAmount: 700, balance: -700 } });
  });

  it('is always an outflow: a negative amount is refused, and one an old import recorded negative is corrected by an update in the log, in the list, the vendor and the overview', async () => {
    const bank = await vendor('Bank fees');
    expect((await app.http.post('/api/expense/add').set('Accept-Language', 'en').send(expense(bank, -12_000)).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'amount', code: 'validation.mustNotBeNegative' }),
    ]);
    // What the import recorded before the sign rule: the bank's credit sign kept.
    const expenseId = 900_001;
    const old = {
      typeId: OTHER_TYPE,
      vendorId: bank,
      paymentMethodId: DEBIT_CREDIT,
      transactionDate: '2026-11-02',
      description: 'BANK FEE',
      amount: -12_000,
      expenseDetails: [],
    };
    const { position } = await app.infrastructure.eventStore.append(
      expenseStream(expenseId),
      [{ type: 'ExpenseRecorded', data: { expenseId, expense: old }, metadata: metadataFor(systemContext('old-import')) }],
      'no_stream',
    );
    const after = (at: bigint | string) => ({ 'X-Min-Position': at.toString() });
    expect((await app.http.get(`/api/expense/get/by/id/${expenseId}`).set(after(position)).expect(200)).body).toMatchObject({ amount: -12_000 });

    expect(await app.app.get(CorrectExpenseSigns).sweep()).toBe(1);
    const head = await app.infrastructure.eventStore.headPosition();
    expect((await app.http.get(`/api/expense/get/by/id/${expenseId}`).set(after(head)).expect(200)).body).toMatchObject({ amount: 12_000 });
    expect((await app.http.get(`/api/vendor/get/dashboard/by/id/${bank}`).set(after(head)).expect(200)).body as VendorDashboard).toMatchObject({
      totals: { expenseAmount: 12_000, balance: -12_000 },
    });
    const history = (await app.http.get(`/api/audit/get/history/expense/${expenseId}`).set(after(head)).expect(200)).body as Page<AuditListRow>;
    expect(history.items.map((entry) => entry.type)).toEqual(['ExpenseUpdated', 'ExpenseRecorded']);
    // Corrected once, however often the sweep runs.
    expect(await app.app.get(CorrectExpenseSigns).sweep()).toBe(0);
    // Stock minus expenses, as the overview shows it, is at most the stock value.
    const overview = (await app.http.get('/api/dashboard/get/overview').set(after(head)).expect(200)).body as OverviewDashboard;
    expect(overview.expenseAmount).toBeGreaterThanOrEqual(12_000);
    expect(overview.stockAmount - overview.expenseAmount).toBeLessThanOrEqual(overview.stockAmount);
  });
});
