import fc from 'fast-check';
import { paymentStatusOf, type CustomerCredits, type InvoiceListRow } from '@cargo/contracts';
import { checkLedger } from '@cargo/projections';
import { useTestApp } from '../testing/test-app';

/** The reference model: what payments should do, written plainly from the rules. */
interface Model {
  invoices: Map<number, { total: number; paid: number }>;
  balance: number;
  payments: Map<number, { parts: Map<number, number>; taken: number; given: number }>;
}

function pay(model: Model, paymentId: number, amount: number, creditToUse: number, invoiceIds: number[]): void {
  const taken = Math.min(creditToUse, model.balance);
  let credit = taken;
  let cash = amount;
  const parts = new Map<number, number>();
  for (const id of invoiceIds) {
    const invoice = model.invoices.get(id)!;
    const due = invoice.total - invoice.paid;
    const fromCredit = Math.min(credit, due);
    const fromCash = Math.min(cash, due - fromCredit);
    credit -= fromCredit;
    cash -= fromCash;
    invoice.paid += fromCredit + fromCash;
    if (fromCredit + fromCash > 0) parts.set(id, fromCredit + fromCash);
  }
  model.balance += credit + cash - taken;
  model.payments.set(paymentId, { parts, taken, given: credit + cash });
}

/** Answers whether the removal is allowed (the credit it left must still be there). */
function remove(model: Model, paymentId: number): boolean {
  const payment = model.payments.get(paymentId)!;
  if (model.balance + payment.taken - payment.given < 0) return false;
  model.balance += payment.taken - payment.given;
  for (const [id, part] of payment.parts) model.invoices.get(id)!.paid -= part;
  model.payments.delete(paymentId);
  return true;
}

describe('payments against a reference model (property-based, over HTTP)', () => {
  const app = useTestApp({}, 'file');
  jest.setTimeout(120_000);

  it('random invoices, payments across invoices, credit use and removals keep the ledger and match the model', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('invoice' as const), total: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({
        kind: fc.constant('pay' as const),
        amount: fc.integer({ min: 0, max: 30_000 }),
        credit: fc.integer({ min: 0, max: 5_000 }),
        picks: fc.array(fc.nat(), { maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 14 }), async (steps) => {
        const customerId = (await app.http.post('/api/customer/add').send({ name: 'Khách Hàng', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body
          .id as number;
        const model: Model = { invoices: new Map(), balance: 0, payments: new Map() };
        for (const action of steps) {
          const ids = [...model.invoices.keys()];
          if (action.kind === 'invoice') {
            const id = (
              await app.http
                .post('/api/invoice/add')
                .send({ typeId: 'General', customerId, invoiceDetails: [{ name: 'Charge', quantity: 1, unitPrice: action.total }] })
                .expect(201)
            ).body.id as number;
            model.invoices.set(id, { total: action.total, paid: 0 });
          } else if (action.kind === 'pay') {
            const ticked = [...new Set(action.picks.filter(() => ids.length > 0).map((pick) => ids[pick % ids.length]))];
            const creditToUse = Math.min(action.credit, model.balance);
            if (action.amount + creditToUse === 0) continue;
            const reply = await app.http
              .post('/api/payment/submit')
              .send({ customerId, amount: action.amount, creditToUse, paymentDate: '2026-11-21', typeId: 1, invoiceIds: ticked })
              .expect(201);
            pay(model, reply.body.id as number, action.amount, creditToUse, ticked);
          } else if (model.payments.size > 0) {
            const paymentId = [...model.payments.keys()][action.pick % model.payments.size];
            const allowed = remove(model, paymentId);
            await app.http.get(`/api/payment/delete/by/id/${paymentId}`).expect(allowed ? 200 : 409);
          }
        }
        const credits = (await app.http.get(`/api/payment/get/total/credits/${customerId}`).expect(200)).body as CustomerCredits;
        expect(credits.dollarCredits).toBe(model.balance);
        const invoices = (await app.http.post('/api/invoice/get').send({ customerId, pageSize: 500 }).expect(200)).body.items as InvoiceListRow[];
        for (const invoice of invoices) {
          const expected = model.invoices.get(invoice.id)!;
          expect({ id: invoice.id, paid: invoice.amountPaid + invoice.creditPaid, status: invoice.paymentStatus }).toEqual({
            id: invoice.id,
            paid: expected.paid,
            status: paymentStatusOf(expected.total, expected.paid),
          });
        }
      }),
      { numRuns: 12 },
    );
    expect((await checkLedger(app.infrastructure.readStore)).differences).toEqual([]);
  });
});
