import type { CustomerCredits, InvoiceListRow, Page, PaymentListRow } from '@cargo/contracts';
import { givenCustomer, givenInvoice, useTestApp, type TestApp } from '../testing/test-app';

/** Cash option of the seeded paymentType dropdown. */
const CASH = 1;
const ROUNDS = 50;

/**
 * Two writes that exclude each other, sent at the same moment, round after round: exactly one
 * succeeds each time (never both, never neither), and the books still add up.
 */
describe('payments racing the deletes that would undo them, over HTTP', () => {
  const app = useTestApp();
  jest.setTimeout(120_000);

  const newCustomer = () => givenCustomer(app);
  const invoice = (customerId: number, unitPrice: number) => givenInvoice(app, customerId, unitPrice);
  const submit = (payment: object) =>
    app.http.post('/api/payment/submit').send({ paymentDate: '2026-11-21', typeId: CASH, currencyId: 'UsDollar', ...payment });
  const ok = (status: number) => status >= 200 && status < 300;

  it(`an invoice deleted while it is being paid: of the delete and the payment, exactly one succeeds, ${ROUNDS} rounds`, async () => {
    const customerId = await newCustomer();
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const invoiceId = await invoice(customerId, 5000);
      const [deleted, paid] = await Promise.all([
        app.http.get(`/api/invoice/delete/by/id/${invoiceId}`),
        app.http.post('/api/payment/add').send({ customerId, amount: 5000, paymentDate: '2026-11-21', typeId: CASH, invoiceId }),
      ]);
      outcomes.push(`${ok(deleted.status) ? 'deleted' : deleted.body.code}/${ok(paid.status) ? 'paid' : (paid.body.fields?.[0]?.code ?? paid.body.code)}`);
    }
    // A payment that lost is refused for its invoice, never turned into credit; a delete that lost is refused for the payment.
    expect(
      outcomes.filter((outcome) => !['deleted/billing.invoiceNotFound', 'deleted/billing.wrongCustomerInvoice', 'billing.paymentMade/paid'].includes(outcome)),
    ).toEqual([]);
    await expectBooks(app, customerId, { credit: 0 });
  });

  it(`a payment deleted while its credit is being spent: of the delete and the spending payment, exactly one succeeds, ${ROUNDS} rounds`, async () => {
    const customerId = await newCustomer();
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // 30.00 of credit from a payment with no invoice, then an invoice that credit would pay.
      const giver = (await submit({ customerId, amount: 3000 }).expect(201)).body.id as number;
      const invoiceId = await invoice(customerId, 3000);
      const [deleted, spent] = await Promise.all([
        app.http.get(`/api/payment/delete/by/id/${giver}`),
        submit({ customerId, creditToUse: 3000, invoiceIds: [invoiceId] }),
      ]);
      outcomes.push(`${ok(deleted.status) ? 'deleted' : deleted.body.code}/${ok(spent.status) ? 'spent' : spent.body.code}`);
    }
    expect(outcomes.filter((outcome) => !['deleted/billing.notEnoughCredit', 'billing.creditAlreadyUsed/spent'].includes(outcome))).toEqual([]);
    await expectBooks(app, customerId, { credit: 0 });
  });
});

/**
 * The books of one customer once the read side has every write: the cash received is what invoices
 * took plus the credit left; every invoice's paid amount is the sum of the payments applied to it,
 * every payment is settled and used no more credit than it was given.
 */
async function expectBooks(app: TestApp, customerId: number, expected: { credit: number }): Promise<void> {
  const settled = { 'X-Min-Position': (await app.infrastructure.eventStore.headPosition()).toString() };
  const payments = (await app.http.get(`/api/payment/get/by/customer/id/${customerId}?pageSize=500`).set(settled).expect(200)).body as Page<PaymentListRow>;
  const invoices = (await app.http.post('/api/invoice/get').set(settled).send({ customerId, pageSize: 500 }).expect(200)).body as Page<InvoiceListRow>;
  const balances = (await app.http.get(`/api/payment/get/total/credits/${customerId}`).set(settled).expect(200)).body as CustomerCredits;
  const received = payments.items.reduce((sum, payment) => sum + payment.amount, 0);
  const applied = invoices.items.reduce((sum, row) => sum + row.amountPaid + row.creditPaid, 0);
  expect({ received, appliedPlusCredit: applied + balances.dollarCredits, credit: balances.dollarCredits }).toEqual({
    received,
    appliedPlusCredit: received,
    credit: expected.credit,
  });
  for (const row of invoices.items) expect(row.amountPaid + row.creditPaid).toBe(row.payments.reduce((sum, part) => sum + part.cash + part.credit, 0));
  for (const payment of payments.items) expect({ id: payment.id, status: payment.status }).toEqual({ id: payment.id, status: 'settled' });
}
