import { creditStream, invoiceStream, paymentStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { given, header } from '../invoice-fixtures';
import { paymentForm, paymentGiven } from '../payment-fixtures';
import { deletePayment } from './delete-payment.use-case';

const spec = useCaseSpec(deletePayment);
const invoiceOf = (invoiceId: number, total: number, paid: { paymentId: number; cash: number; credit: number }) =>
  given.invoice(invoiceId, header(), [
    { type: 'InvoiceLinesAdded', data: { invoiceId, lines: [{ id: 1, name: 'Freight', quantity: 1, unitPrice: total, caseQuantity: null }] } },
    { type: 'PaymentApplied', data: { invoiceId, currencyId: 'UsDollar', paymentDate: '2026-11-21', ...paid } },
  ]);
const parts = [{ invoiceId: 30, cash: 6_000, credit: 1_000 }];
// Payment 40: $60.00 cash and $10.00 of credit paid invoice 30; $5.00 was left over as credit.
const paid = {
  ...invoiceOf(30, 10_000, { paymentId: 40, ...parts[0] }),
  ...paymentGiven.settled({ ...paymentForm({ amount: 6_500, creditToUse: 1_000, invoiceIds: [30] }), paymentId: 40 }, parts, 1_000, 500),
};
const remove = { type: 'RemovePayment', data: { paymentId: 40 } };
const reverse = { type: 'ReversePayment', data: { invoiceId: 30, paymentId: 40 } };
const settle = { type: 'SettleRemoval', data: { paymentId: 40 } };
const revert = { type: 'RevertCredit', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 40 } };

describe('delete payment (no store)', () => {
  it('that took or gave credit: marks the payment being removed, then takes its credit back (the pivot), then each invoice its part', () => {
    const decision = spec
      .given({
        ...paid,
        ...paymentGiven.credit(7, [
          { paymentId: 2, given: 1_000 },
          { paymentId: 40, taken: 1_000, given: 500 },
        ]),
      })
      .when({ paymentId: 40 })
      .then({
        record: { paymentId: 40, credit: { customerId: 7, currencyId: 'UsDollar' } },
        before: [[paymentStream(40), remove]],
        pivot: [creditStream(7, 'UsDollar'), revert],
        after: [
          [invoiceStream(30), reverse],
          [paymentStream(40), settle],
        ],
      });
    expect(decision.before[0].undo).toEqual({ type: 'AbandonRemoval', data: { paymentId: 40 } });
  });

  it('that left no mark on the credit balance: the removal is the pivot', () => {
    const exact = {
      ...invoiceOf(30, 7_000, { paymentId: 40, cash: 7_000, credit: 0 }),
      ...paymentGiven.settled({ ...paymentForm({ amount: 7_000, invoiceIds: [30] }), paymentId: 40 }, [{ invoiceId: 30, cash: 7_000, credit: 0 }], 0, 0),
    };
    spec
      .given(exact)
      .when({ paymentId: 40 })
      .then({
        record: { paymentId: 40 },
        pivot: [paymentStream(40), remove],
        after: [
          [creditStream(7, 'UsDollar'), revert],
          [invoiceStream(30), reverse],
          [paymentStream(40), settle],
        ],
      });
  });

  it('refuses, before anything is written: credit it left that has been spent since, a payment still being applied, one not found', () => {
    // Payment 40 left $5.00 of credit; payment 41 spent it all.
    spec
      .given({
        ...paid,
        ...paymentGiven.credit(7, [
          { paymentId: 40, taken: 0, given: 500 },
          { paymentId: 41, taken: 500 },
        ]),
      })
      .when({ paymentId: 40 })
      .thenRefused('billing.creditAlreadyUsed');
    spec
      .given({ [paymentStream(40)]: paid[paymentStream(40)].slice(0, 1) })
      .when({ paymentId: 40 })
      .thenRefused('error.concurrency');
    spec.given({}).when({ paymentId: 40 }).thenRefused('billing.paymentNotFound');
  });

  it('owes, when resumed after its pivot, what the payment being removed did, from its stream; a run an earlier build recorded takes the credit back too', () => {
    const removing = { ...paid, [paymentStream(40)]: [...paid[paymentStream(40)], { type: 'PaymentRemoved', data: { paymentId: 40 } }] as DomainEvent[] };
    expect(owedAfter(deletePayment, { paymentId: 40, credit: { customerId: 7, currencyId: 'UsDollar' } }, [], removing)).toEqual([
      [invoiceStream(30), reverse],
      [paymentStream(40), settle],
    ]);
    expect(owedAfter(deletePayment, { paymentId: 40 }, [], removing)).toEqual([
      [creditStream(7, 'UsDollar'), revert],
      [invoiceStream(30), reverse],
      [paymentStream(40), settle],
    ]);
    expect(deletePayment.owed({ paymentId: 40, credit: { customerId: 7, currencyId: 'UsDollar' } }).pivot).toEqual({
      name: 'revert-credit',
      stream: creditStream(7, 'UsDollar'),
    });
  });
});
