import type { CustomerCredits, OwnInvoiceView, OwnPaymentView, Page, Statement } from '@cargo/contracts';
import { givenCustomerUser, useTestApp } from '../testing/test-app';

const CASH = 1;
const readAfter = (position: string) => ({ 'X-Min-Position': position });

describe("the customer's own invoices, payments, credit and statement over HTTP", () => {
  const app = useTestApp();

  const customer = (email: string, first: string) => givenCustomerUser(app, email, first);
  const invoice = async (customerId: number, currencyId: 'UsDollar' | 'VietDong', invoiceDate: string, unitPrice: number) =>
    (
      await app.http
        .post('/api/invoice/add')
        .send({ typeId: 'General', customerId, currencyId, invoiceDate, invoiceDetails: [{ name: 'Cước', quantity: 1, unitPrice }] })
        .expect(201)
    ).body as { id: number; position: string };
  const pay = async (customerId: number, amount: number, invoiceIds: number[], paymentDate = '2026-11-10') =>
    (await app.http.post('/api/payment/submit').send({ customerId, currencyId: 'UsDollar', amount, paymentDate, typeId: CASH, invoiceIds }).expect(201))
      .body as { id: number; position: string };

  it('answers a customer only their own invoices, payments, credit and statement, as staff see them but for who recorded them', async () => {
    const binh = await customer('binh@test.local', 'Bình');
    const hoa = await customer('hoa@test.local', 'Hoa');
    const first = await invoice(binh.customerId, 'UsDollar', '2026-11-01', 5000);
    const dong = await invoice(binh.customerId, 'VietDong', '2026-11-02', 250_000);
    const hoas = await invoice(hoa.customerId, 'UsDollar', '2026-11-03', 7000);
    // Pays the first in full and leaves $20.00 as credit; a second payment is then taken back by staff.
    await pay(binh.customerId, 7000, [first.id]);
    const removed = await pay(binh.customerId, 100, [], '2026-11-11');
    const undone = (await app.http.delete(`/api/payment/delete/by/id/${removed.id}`).expect(200)).body as { position: string };
    await pay(hoa.customerId, 1000, [hoas.id]);
    const last = (await pay(hoa.customerId, 1, [])).position;

    const invoices = (await binh.agent.get('/api/invoice/get/mine').set(readAfter(last)).expect(200)).body as Page<OwnInvoiceView>;
    expect(invoices.items.map((row) => row.id)).toEqual([dong.id, first.id]);
    expect(invoices.items.every((row) => row.customerId === binh.customerId && !('createdBy' in row))).toBe(true);
    const paid = (await binh.agent.get('/api/invoice/get/mine?paymentStatus=Paid').expect(200)).body as Page<OwnInvoiceView>;
    expect(paid.items.map((row) => [row.id, row.paymentStatus])).toEqual([[first.id, 'Paid']]);
    const one = (await binh.agent.get(`/api/invoice/get/mine/by/id/${first.id}`).expect(200)).body as OwnInvoiceView;
    expect(one).toMatchObject({
      code: expect.stringMatching(/^G-/),
      totalAmount: 5000,
      amountDue: 0,
      invoiceDetails: [expect.objectContaining({ name: 'Cước' })],
    });
    // Another customer's invoice is one that does not exist.
    await binh.agent.get(`/api/invoice/get/mine/by/id/${hoas.id}`).expect(404);

    const payments = (await binh.agent.get('/api/payment/get/mine').set(readAfter(undone.position)).expect(200)).body as Page<OwnPaymentView>;
    expect(payments.items.map((row) => [row.amount, row.status])).toEqual([[7000, 'settled']]);
    expect(Object.keys(payments.items[0])).not.toContain('createdBy');
    expect((await binh.agent.get('/api/payment/get/mine/credits').expect(200)).body as CustomerCredits).toEqual(
      (await app.http.get(`/api/payment/get/total/credits/${binh.customerId}`).expect(200)).body,
    );
    expect(((await binh.agent.get('/api/payment/get/mine/credits').expect(200)).body as CustomerCredits).dollarCredits).toBe(2000);

    const statement = (await binh.agent.get('/api/invoice/get/mine/statement?currencyId=UsDollar&from=2026-11-01&to=2026-11-30').expect(200)).body as Statement;
    expect(statement).toEqual(
      (await app.http.get(`/api/invoice/get/statement/${binh.customerId}?currencyId=UsDollar&from=2026-11-01&to=2026-11-30`).expect(200)).body,
    );
    expect(statement.lines.map((line) => [line.kind, line.amount])).toEqual([
      ['invoice', 5000],
      ['payment', -7000],
    ]);

    // The other customer's side holds nothing of the first.
    const hoasInvoices = (await hoa.agent.get('/api/invoice/get/mine').expect(200)).body as Page<OwnInvoiceView>;
    expect(hoasInvoices.items.map((row) => row.id)).toEqual([hoas.id]);
    await hoa.agent.get('/api/invoice/get/mine/statement?from=2026-11-01').expect(400);
    // Staff without a customer account have none of their own.
    expect(((await app.http.get('/api/invoice/get/mine').expect(200)).body as Page<OwnInvoiceView>).total).toBe(0);
    expect(((await app.http.get('/api/payment/get/mine').expect(200)).body as Page<OwnPaymentView>).total).toBe(0);
  });
});
