import { today, type AgingReport, type Statement } from '@cargo/contracts';
import { useTestApp } from '../testing/test-app';

describe('aging report and customer statement over HTTP', () => {
  const app = useTestApp();
  const newCustomer = async (name: string) =>
    (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
  const invoice = async (customerId: number, invoiceDate: string, unitPrice: number, currencyId = 'UsDollar') =>
    (
      await app.http
        .post('/api/invoice/add')
        .send({ typeId: 'General', customerId, currencyId, invoiceDate, invoiceDetails: [{ name: 'Charge', quantity: 1, unitPrice }] })
        .expect(201)
    ).body.id as number;
  const pay = (customerId: number, amount: number, paymentDate: string, invoiceIds: number[], currencyId = 'UsDollar') =>
    app.http.post('/api/payment/submit').send({ customerId, currencyId, amount, paymentDate, typeId: 1, invoiceIds }).expect(201);

  it('buckets what is owed by days since the invoice date, per customer and currency, dong apart from dollars', async () => {
    const an = await newCustomer('Nguyễn An');
    const binh = await newCustomer('Trần Bình');
    await invoice(an, '2026-11-21', 1000);
    await invoice(an, '2026-11-01', 2000);
    const partly = await invoice(an, '2026-09-30', 3000);
    await invoice(an, '2026-08-01', 4000);
    await invoice(an, '2026-07-01', 500_000, 'VietDong');
    const paid = await invoice(binh, '2026-10-01', 9000);
    await pay(an, 1000, '2026-11-02', [partly]);
    await pay(binh, 9000, '2026-11-02', [paid]);
    const report = (await app.http.get('/api/invoice/get/aging?asOf=2026-11-21').expect(200)).body as AgingReport;
    expect(report.rows).toEqual([
      {
        customerId: an,
        customerLabel: 'Nguyễn An - 0912345678',
        currencyId: 'VietDong',
        current: 0,
        days1to30: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 500_000,
        total: 500_000,
      },
      {
        customerId: an,
        customerLabel: 'Nguyễn An - 0912345678',
        currencyId: 'UsDollar',
        current: 1000,
        days1to30: 2000,
        days31to60: 2000,
        days61to90: 0,
        over90: 4000,
        total: 9000,
      },
    ]);
    await app.http.get('/api/invoice/get/aging?asOf=21-11-2026').expect(400);
  });

  it("gives a customer's statement: opening balance, invoices and payments with a running balance, closing balance and credit", async () => {
    const an = await newCustomer('Nguyễn An');
    const october = await invoice(an, '2026-10-05', 5000);
    await pay(an, 3000, '2026-10-20', [october]);
    const november = await invoice(an, '2026-11-03', 2500);
    await pay(an, 6000, '2026-11-10', [october, november]);
    // The statement runs to today (the credit is then as it stands now, whatever day the suite runs); an invoice dated tomorrow is after it.
    const to = today();
    await invoice(an, today(new Date(Date.parse(to) + 86_400_000)), 100);
    const statement = (await app.http.get(`/api/invoice/get/statement/${an}?currencyId=UsDollar&from=2026-11-01&to=${to}`).expect(200)).body as Statement;
    expect(statement).toMatchObject({ openingBalance: 2000, closingBalance: -1500, credit: 1500 });
    expect(statement.lines.map((line) => [line.date, line.kind, line.amount, line.balance])).toEqual([
      ['2026-11-03', 'invoice', 2500, 4500],
      ['2026-11-10', 'payment', -6000, -1500],
    ]);
  });
});
