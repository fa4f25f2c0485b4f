import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creditStream, invoiceStream, paymentStream, type DomainEvent } from '@cargo/contracts';
import { SqliteEventStore } from '../../platform/event-store/sqlite-event-store';
import { openDatabase } from '../../platform/process/database';
import { AggregateRepository, metadataFor } from '../../platform/write-model/aggregate-repository';
import { IdAllocator } from '../../platform/write-model/id-allocator';
import { UseCases } from '../../platform/write-model/use-cases';
import { Workflows } from '../../platform/write-model/workflows';
import { MovingStore } from '../../testing/moving-store';
import { chunkedGet } from '../../platform/write-model/chunked-map';
import { creditDecider } from '../credit.decider';
import { invoiceDecider } from '../invoice.decider';
import { given, header } from '../invoice-fixtures';
import { paymentForm, paymentGiven } from '../payment-fixtures';
import { paymentDecider } from '../payment.decider';
import { submitPayment } from './submit-payment.use-case';

const context = { actor: 'tester', correlationId: 'spec', causationId: null };

const line = (invoiceId: number, id: number, unitPrice: number): DomainEvent => ({
  type: 'InvoiceLinesAdded',
  data: { invoiceId, lines: [{ id, name: 'Freight', quantity: 1, unitPrice, caseQuantity: null }] },
});

/**
 * Submit payment on a real log while another writer moves an invoice it pays: the runner reads that
 * invoice again and the use case decides again, and what it decides again never contradicts a step
 * it has taken (the parts are the same however often it decides).
 */
describe('submit payment against invoices that move meanwhile', () => {
  async function given_() {
    const store = new MovingStore(new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-payment-conflicts-')))));
    const streams = {
      ...given.customers,
      ...given.rates,
      ...paymentGiven.types,
      ...given.invoice(30, header(), [line(30, 1, 10_000)]),
      ...given.invoice(31, header(), [line(31, 1, 5_000)]),
    };
    for (const [stream, events] of Object.entries(streams))
      await store.append(
        stream,
        events.map((event) => ({ type: event.type, data: event.data, metadata: metadataFor(context) })),
        'any',
      );
    const aggregates = new AggregateRepository(store);
    const useCases = new UseCases(new Workflows(store, 0), aggregates, new IdAllocator(store));
    const append = (stream: string, event: DomainEvent) =>
      store.append(stream, [{ type: event.type, data: event.data, metadata: metadataFor(context) }], 'any');
    const invoice = async (invoiceId: number) => {
      const { state } = await aggregates.load(invoiceStream(invoiceId), invoiceDecider);
      if (state.status !== 'active') throw new Error(`invoice ${invoiceId} is not active`);
      return state;
    };
    const payment = async (paymentId: number) => (await aggregates.load(paymentStream(paymentId), paymentDecider)).state;
    const creditOf = async (paymentId: number) => chunkedGet((await aggregates.load(creditStream(7, 'UsDollar'), creditDecider)).state.payments, paymentId);
    return { store, useCases, append, invoice, payment, creditOf };
  }

  it('another payment claims an invoice before this one does: it is read again and this payment takes only what is left there', async () => {
    const { store, useCases, append, invoice, payment, creditOf } = await given_();
    // While this payment claims invoice 30, payment 39 claims $40.00 of invoice 31's $50.00.
    store.meanwhile = {
      after: invoiceStream(30),
      write: () => append(invoiceStream(31), { type: 'PaymentClaimed', data: { invoiceId: 31, paymentId: 39, held: 4_000 } }),
    };
    const { id } = await useCases.run(submitPayment, { payment: paymentForm({ amount: 12_000, invoiceIds: [30, 31] }) }, context);
    const settled = await payment(id!);
    expect(settled).toMatchObject({
      status: 'settled',
      parts: [
        { invoiceId: 30, cash: 10_000, credit: 0 },
        { invoiceId: 31, cash: 1_000, credit: 0 },
      ],
    });
    expect((await invoice(31)).applied[id!]).toEqual({ cash: 1_000, credit: 0 });
    // $120.00 received: $100.00 and $10.00 applied, $10.00 left as credit.
    expect(await creditOf(id!)).toMatchObject({ given: 1_000 });
  });

  it('an invoice edited after the payment is recorded: the payment still applies what its claim held, and nothing it did is refused', async () => {
    const { store, useCases, append, invoice, payment, creditOf } = await given_();
    // Once the payment is recorded, invoice 31 gains a $30.00 line: $80.00 due where the claim holds $50.00.
    store.meanwhile = { after: paymentStream(1), write: () => append(invoiceStream(31), line(31, 2, 3_000)) };
    const { id } = await useCases.run(submitPayment, { payment: paymentForm({ amount: 20_000, invoiceIds: [31] }) }, context);
    expect(id).toBe(1);
    expect(await payment(1)).toMatchObject({ status: 'settled', parts: [{ invoiceId: 31, cash: 5_000, credit: 0 }] });
    expect(await invoice(31)).toMatchObject({ paid: 5_000, paidOn: null, claims: {} });
    expect(await creditOf(1)).toMatchObject({ given: 15_000 });
  });
});
