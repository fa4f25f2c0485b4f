import type { CustomerCredits, InvoiceListRow, Page, PaymentListRow, SubmitPaymentInput } from '@cargo/contracts';
import { useTestApp, type TestApp } from '../testing/test-app';

/** Cash option of the seeded paymentType dropdown. */
const CASH = 1;

describe('payments across invoices and per-currency credit over HTTP', () => {
  const app = useTestApp();
  const get = async <T>(path: string): Promise<T> => (await app.http.get(path).expect(200)).body as T;
  const newCustomer = async () =>
    (await app.http.post('/api/customer/add').send({ name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
  const invoice = async (customerId: number, unitPrice: number, currencyId = 'UsDollar') =>
    (
      await app.http
        .post('/api/invoice/add')
        .send({ typeId: 'General', customerId, currencyId, invoiceDate: '2026-11-01', invoiceDetails: [{ name: 'Charge', quantity: 1, unitPrice }] })
        .expect(201)
    ).body.id as number;
  const submit = (payment: Omit<SubmitPaymentInput, 'paymentDate' | 'typeId'>) =>
    app.http.post('/api/payment/submit').send({ paymentDate: '2026-11-21', typeId: CASH, ...payment });
  const status = async (id: number) => (await get<InvoiceListRow>(`/api/invoice/get/by/id/${id}`)).paymentStatus;
  const credits = (customerId: number) => get<CustomerCredits>(`/api/payment/get/total/credits/${customerId}`);

  it('pays two invoices with one payment, leaves the rest as credit, then uses that credit on a third', async () => {
    const customerId = await newCustomer();
    const [first, second, third] = [await invoice(customerId, 5438), await invoice(customerId, 2000), await invoice(customerId, 1000)];
    const payment = await submit({ customerId, amount: 8000, invoiceIds: [first, second] }).expect(201);
    expect(await status(first)).toBe('Paid');
    expect(await status(second)).toBe('Paid');
    expect(await credits(customerId)).toEqual({ dollarCredits: 562, dongCredits: 0 });
    const [recorded] = (await get<Page<PaymentListRow>>(`/api/payment/get/by/customer/id/${customerId}`)).items;
    expect(recorded).toMatchObject({
      id: payment.body.id,
      status: 'settled',
      parts: [
        { invoiceId: first, cash: 5438, credit: 0 },
        { invoiceId: second, cash: 2000, credit: 0 },
      ],
      creditAdded: 562,
      creditUsed: 0,
    });
    // Each part names its invoice as people do, by code.
    expect(recorded.parts.map((part) => part.invoiceCode)).toEqual([`G-${String(first).padStart(5, '0')}`, `G-${String(second).padStart(5, '0')}`]);

    // Credit first, then cash: 5.62 of credit and 4.38 of the 5.00 paid; 0.62 left over is credit again.
    await submit({ customerId, amount: 500, creditToUse: 562, invoiceIds: [third] }).expect(201);
    expect(await get<InvoiceListRow>(`/api/invoice/get/by/id/${third}`)).toMatchObject({
      paymentStatus: 'Paid',
      amountPaid: 438,
      creditPaid: 562,
      amountDue: 0,
    });
    expect(await credits(customerId)).toEqual({ dollarCredits: 62, dongCredits: 0 });
    await expectLedger(app, customerId);
  });

  it('keeps the cash tendered and works out the change itself (a change sent is ignored); names the collector on the list and the invoice', async () => {
    const customerId = await newCustomer();
    const id = await invoice(customerId, 8000);
    const payment = await submit({ customerId, amount: 8000, tender: 10_000, cashChange: 1, invoiceIds: [id] }).expect(201);
    const root = (await get<{ items: { email: string; first: string; last: string }[] }>('/api/user/get')).items.find(
      (user) => user.email === 'root@test.local',
    )!;
    const [recorded] = (await get<Page<PaymentListRow>>(`/api/payment/get/by/customer/id/${customerId}`)).items;
    expect(recorded).toMatchObject({ id: payment.body.id, tender: 10_000, cashChange: 2000, collectorName: `${root.first} ${root.last}` });
    expect((await get<InvoiceListRow>(`/api/invoice/get/by/id/${id}`)).payments).toEqual([
      expect.objectContaining({ paymentId: payment.body.id, collectorName: `${root.first} ${root.last}` }),
    ]);
    // A tender below the amount received is refused, in the spec's way, and records nothing.
    const refused = await submit({ customerId, amount: 500, tender: 400 }).set('Accept-Language', 'en').expect(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ path: 'tender', message: 'Cash tendered cannot be less than the amount received' })]);
    expect((await submit({ customerId, amount: 0 }).set('Accept-Language', 'en').expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'amount', message: 'Amount Received must be greater than 0' }),
    ]);
    expect((await get<Page<PaymentListRow>>(`/api/payment/get/by/customer/id/${customerId}`)).total).toBe(1);
  });

  it('lists payments by date range, newest first, paged on the server', async () => {
    const customerId = await newCustomer();
    for (const day of ['2026-10-01', '2026-10-15', '2026-11-02'])
      await app.http.post('/api/payment/add').send({ customerId, amount: 100, paymentDate: day, typeId: CASH }).expect(201);
    const listed = async (range: object) =>
      (
        (
          await app.http
            .post('/api/payment/get')
            .send({ customerId, ...range })
            .expect(200)
        ).body as Page<PaymentListRow>
      ).items.map((payment) => payment.paymentDate);
    expect(await listed({ from: '2026-10-01', to: '2026-10-31' })).toEqual(['2026-10-15', '2026-10-01']);
    expect(await listed({ from: '2026-10-10' })).toEqual(['2026-11-02', '2026-10-15']);
    expect(await listed({})).toHaveLength(3);
    await app.http.post('/api/payment/get').send({ from: 'yesterday' }).expect(400);
  });

  it('a part payment leaves the invoice PartiallyPaid; an invoice with a payment cannot be deleted; removing the payment takes back exactly what it did', async () => {
    const customerId = await newCustomer();
    const id = await invoice(customerId, 10_000);
    const payment = await submit({ customerId, amount: 2500, invoiceIds: [id] }).expect(201);
    expect(await get<InvoiceListRow>(`/api/invoice/get/by/id/${id}`)).toMatchObject({ paymentStatus: 'PartiallyPaid', amountDue: 7500 });
    expect((await app.http.get(`/api/invoice/delete/by/id/${id}`).set('Accept-Language', 'en').expect(409)).body.message).toBe(
      "Can't delete. Payment has been made",
    );
    await app.http.get(`/api/payment/delete/by/id/${payment.body.id}`).expect(200);
    expect(await get<InvoiceListRow>(`/api/invoice/get/by/id/${id}`)).toMatchObject({
      paymentStatus: 'Pending',
      amountPaid: 0,
      amountDue: 10_000,
      payments: [],
    });
    await app.http.get(`/api/invoice/delete/by/id/${id}`).expect(200);
  });

  it('never lets credit go below zero, and keeps dollars and dong apart', async () => {
    const customerId = await newCustomer();
    await app.http.post('/api/payment/add').send({ customerId, amount: 1000, paymentDate: '2026-11-21', typeId: CASH }).expect(201);
    await app.http.post('/api/payment/add').send({ customerId, currencyId: 'VietDong', amount: 50_000, paymentDate: '2026-11-21', typeId: CASH }).expect(201);
    expect(await credits(customerId)).toEqual({ dollarCredits: 1000, dongCredits: 50_000 });
    const dong = await invoice(customerId, 30_000, 'VietDong');
    expect((await submit({ customerId, creditToUse: 1001, invoiceIds: [] }).expect(409)).body.code).toBe('billing.notEnoughCredit');
    // A dollar payment cannot pay a dong invoice.
    expect((await submit({ customerId, amount: 100, invoiceIds: [dong] }).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'invoiceIds.0', code: 'billing.wrongCustomerInvoice' }),
    ]);
    await submit({ customerId, currencyId: 'VietDong', creditToUse: 30_000, invoiceIds: [dong] }).expect(201);
    expect(await credits(customerId)).toEqual({ dollarCredits: 1000, dongCredits: 20_000 });
    await expectLedger(app, customerId);
  });

  it('refuses to remove a payment whose credit has been spent since, and changes nothing', async () => {
    const customerId = await newCustomer();
    const later = await invoice(customerId, 700);
    const leftCredit = await app.http.post('/api/payment/add').send({ customerId, amount: 700, paymentDate: '2026-11-21', typeId: CASH }).expect(201);
    await submit({ customerId, creditToUse: 700, invoiceIds: [later] }).expect(201);
    expect((await app.http.get(`/api/payment/delete/by/id/${leftCredit.body.id}`).expect(409)).body.code).toBe('billing.creditAlreadyUsed');
    expect(await credits(customerId)).toEqual({ dollarCredits: 0, dongCredits: 0 });
    expect(await status(later)).toBe('Paid');
    await expectLedger(app, customerId);
  });

  it('runs a payment once for one Idempotency-Key', async () => {
    const customerId = await newCustomer();
    const body = { customerId, amount: 300, paymentDate: '2026-11-21', typeId: CASH };
    const [a, b] = await Promise.all([0, 1].map(() => app.http.post('/api/payment/add').set('Idempotency-Key', 'pay-once-1').send(body)));
    expect(a.body.id).toBe(b.body.id);
    expect(await credits(customerId)).toEqual({ dollarCredits: 300, dongCredits: 0 });
  });

  it('50 concurrent payments against the same invoices and credit never overpay an invoice or take credit below zero', async () => {
    const customerId = await newCustomer();
    await app.http.post('/api/payment/add').send({ customerId, amount: 1000, paymentDate: '2026-11-21', typeId: CASH }).expect(201);
    const invoices = [await invoice(customerId, 3000), await invoice(customerId, 2000), await invoice(customerId, 1500)];
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        submit({ customerId, amount: 100 + (n % 7) * 10, creditToUse: n % 2 ? 100 : 0, invoiceIds: n % 3 ? invoices : [...invoices].reverse() }),
      ),
    );
    // Credit asked beyond the balance is refused before anything is written, or takes what is left.
    expect(replies.every((reply) => reply.status === 201 || (reply.status === 409 && reply.body.code === 'billing.notEnoughCredit'))).toBe(true);
    for (const id of invoices) {
      const settled = await get<InvoiceListRow>(`/api/invoice/get/by/id/${id}`);
      expect(settled.amountPaid + settled.creditPaid).toBeLessThanOrEqual(settled.totalAmount);
      expect(settled.amountDue).toBeGreaterThanOrEqual(0);
    }
    expect((await credits(customerId)).dollarCredits).toBeGreaterThanOrEqual(0);
    await expectLedger(app, customerId);
    // A customer's payments page on the server too.
    const second = (await app.http.get(`/api/payment/get/by/customer/id/${customerId}?page=1&pageSize=10`).expect(200)).body as Page<PaymentListRow>;
    expect(second).toMatchObject({ page: 1, pageSize: 10 });
    expect(second.items).toHaveLength(Math.min(10, second.total - 10));
  });
});

/**
 * The ledger identities, from the read models: per currency, the cash received equals what invoices
 * took plus the credit balance; every invoice's paid amount is the sum of the payments applied to it.
 */
async function expectLedger(app: TestApp, customerId: number): Promise<void> {
  const payments = (await app.http.get(`/api/payment/get/by/customer/id/${customerId}`).expect(200)).body.items as PaymentListRow[];
  const invoices = (await app.http.post('/api/invoice/get').send({ customerId, pageSize: 500 }).expect(200)).body.items as InvoiceListRow[];
  const balances = (await app.http.get(`/api/payment/get/total/credits/${customerId}`).expect(200)).body as CustomerCredits;
  for (const [currencyId, balance] of [
    ['UsDollar', balances.dollarCredits],
    ['VietDong', balances.dongCredits],
  ] as const) {
    const received = payments.filter((payment) => payment.currencyId === currencyId).reduce((sum, payment) => sum + payment.amount, 0);
    const applied = invoices.filter((row) => row.currencyId === currencyId).reduce((sum, row) => sum + row.amountPaid + row.creditPaid, 0);
    expect(received).toBe(applied + balance);
  }
  for (const row of invoices) expect(row.amountPaid + row.creditPaid).toBe(row.payments.reduce((sum, part) => sum + part.cash + part.credit, 0));
  for (const payment of payments) expect(payment.status).toBe('settled');
}
