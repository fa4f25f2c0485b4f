import type { InvoiceListRow } from '@cargo/contracts';
import { WorkflowResumer } from '../../platform/write-model/workflow-resumer';
import { givenCustomer, givenInvoice, useTestApp } from '../../testing/test-app';

/** Cash option of the seeded paymentType dropdown. */
const CASH = 1;

/**
 * A keyed request whose use case took effect (its pivot written) and then failed (a fault on a
 * later append) never gives its key back: the retry answers the first receipt and runs nothing again.
 */
describe('an Idempotency-Key once the payment is recorded', () => {
  // Runs are taken for dead once quiet for 1 ms, so the test's resume finds the one left open.
  const app = useTestApp({ workflowResumeAfterMs: 1 });

  it('a payment that fails after its pivot: the retry with its key answers its receipt, the books show one payment, and the resumer finishes it', async () => {
    const customerId = await givenCustomer(app);
    const invoiceId = await givenInvoice(app, customerId, 1000);

    // The fault: once the payment is recorded, the first append to the invoice (its payment applied) fails as a full disk would.
    const store = app.infrastructure.eventStore;
    const append = store.append.bind(store);
    let recorded = false;
    store.append = (stream, events, expected) => {
      if (stream.startsWith('payment-')) recorded = true;
      else if (recorded && stream === `invoice-${invoiceId}`) {
        store.append = append;
        return Promise.reject(new Error('disk I/O error'));
      }
      return append(stream, events, expected);
    };
    const payment = { customerId, amount: 1000, paymentDate: '2026-11-21', typeId: CASH, currencyId: 'UsDollar', invoiceIds: [invoiceId] };
    await app.http.post('/api/payment/submit').set('Idempotency-Key', 'pay-once').send(payment).expect(500);
    expect(store.append).toBe(append);

    const retried = await app.http.post('/api/payment/submit').set('Idempotency-Key', 'pay-once').send(payment).expect(201);
    const again = await app.http.post('/api/payment/submit').set('Idempotency-Key', 'pay-once').send(payment).expect(201);
    expect(again.body).toEqual(retried.body);
    const payments = new Set((await store.readAll(0n, 100_000)).filter((event) => event.streamId.startsWith('payment-')).map((event) => event.streamId));
    expect([...payments]).toEqual([`payment-${retried.body.id}`]);

    // The run was left open after its pivot: the resumer carries it through, and the invoice is paid once.
    await new Promise((done) => setTimeout(done, 5));
    await app.app.get(WorkflowResumer).resume(0);
    const head = (await store.headPosition()).toString();
    const invoice = (await app.http.get(`/api/invoice/get/by/id/${invoiceId}`).set('X-Min-Position', head).expect(200)).body as InvoiceListRow;
    expect(invoice.paymentStatus).toBe('Paid');
  });
});
