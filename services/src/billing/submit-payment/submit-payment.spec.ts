import { creditStream, customerStream, invoiceStream, paymentStream, type DomainEvent, type PaymentPart, type RecordedEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec, type Sent } from '../../testing/use-case-spec';
import { given, header } from '../invoice-fixtures';
import { CASH, paymentForm, paymentGiven } from '../payment-fixtures';
import { submitPayment } from './submit-payment.use-case';

const spec = useCaseSpec(submitPayment);
const billing = (invoiceId: number, total: number, overrides = {}) =>
  given.invoice(invoiceId, header(overrides), [
    { type: 'InvoiceLinesAdded', data: { invoiceId, lines: [{ id: 1, name: 'Freight', quantity: 1, unitPrice: total, caseQuantity: null }] } },
  ]);
const streams: Record<string, DomainEvent[]> = { ...given.customers, ...given.rates, ...paymentGiven.types, ...billing(30, 10_000), ...billing(31, 5_000) };
const claim = (invoiceId: number, held: number) => ({ type: 'ClaimPayment', data: { invoiceId, paymentId: 40, customerId: 7, currencyId: 'UsDollar', held } });
const apply = (invoiceId: number, cash: number, credit: number) => ({
  type: 'ApplyPayment',
  data: { invoiceId, paymentId: 40, currencyId: 'UsDollar', cash, credit, paymentDate: '2026-11-21' },
});
const give = (amount: number): Sent => [
  creditStream(7, 'UsDollar'),
  { type: 'GiveCredit', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 40, amount } },
];
const settle = (parts: PaymentPart[], creditUsed: number, creditAdded: number): Sent => [
  paymentStream(40),
  { type: 'SettlePayment', data: { paymentId: 40, parts, creditUsed, creditAdded } },
];
const received = (fields: object) => ({
  type: 'ReceivePayment',
  data: { paymentId: 40, ...paymentForm(), tender: 0, cashChange: 0, vndPerUsd: 25_000, ...fields },
});

describe('submit payment (no store)', () => {
  it('decides each invoice’s part from the streams read, credit first: claims the credit and each invoice holding its part, records the payment, then carries it through', () => {
    spec
      .given({ ...streams, ...paymentGiven.credit(7, [{ paymentId: 2, given: 3_000 }]) })
      .when({ payment: paymentForm({ amount: 9_000, creditToUse: 3_000, invoiceIds: [30, 31] }) }, 40)
      .then({
        record: {
          paymentId: 40,
          claims: { customerId: 7, currencyId: 'UsDollar', creditToUse: 3_000, invoiceIds: [30, 31] },
          claimsHold: true,
        },
        before: [
          [creditStream(7, 'UsDollar'), { type: 'ClaimCredit', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 40, amount: 3_000 } }],
          [invoiceStream(30), claim(30, 10_000)],
          [invoiceStream(31), claim(31, 2_000)],
        ],
        pivot: [paymentStream(40), received({ amount: 9_000, creditToUse: 3_000, invoiceIds: [30, 31] })],
        after: [
          [invoiceStream(30), apply(30, 7_000, 3_000)],
          [invoiceStream(31), apply(31, 2_000, 0)],
          give(0),
          settle(
            [
              { invoiceId: 30, cash: 7_000, credit: 3_000 },
              { invoiceId: 31, cash: 2_000, credit: 0 },
            ],
            3_000,
            0,
          ),
        ],
      });
  });

  it('takes only what other payments being recorded do not hold; what is left over becomes credit', () => {
    const held = { type: 'PaymentClaimed', data: { invoiceId: 31, paymentId: 39, held: 4_000 } } as DomainEvent;
    const decision = spec
      .given({ ...streams, [invoiceStream(31)]: [...streams[invoiceStream(31)], held] })
      .when({ payment: paymentForm({ amount: 1_500, invoiceIds: [31] }) }, 40)
      .then({
        before: [[invoiceStream(31), claim(31, 1_000)]],
        pivot: [paymentStream(40), received({ amount: 1_500, invoiceIds: [31] })],
        after: [[invoiceStream(31), apply(31, 1_000, 0)], give(500), settle([{ invoiceId: 31, cash: 1_000, credit: 0 }], 0, 500)],
      });
    expect(decision.before[0].undo).toEqual({ type: 'ReleasePaymentClaim', data: { invoiceId: 31, paymentId: 40 } });
  });

  it('refuses, before anything is written: a closed customer, a payment type that is not there, another customer’s or currency’s invoice, a deleted one, credit beyond the balance', () => {
    spec
      .given({ ...streams, [customerStream(7)]: [] })
      .when({ payment: paymentForm({ amount: 100 }) }, 40)
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'validation.invalidChoice' }]);
    spec
      .given(streams)
      .when({ payment: paymentForm({ amount: 100, typeId: CASH + 1 }) }, 40)
      .thenRefused('error.invalidInput', [{ path: 'typeId', code: 'validation.invalidChoice' }]);
    spec
      .given({ ...streams, ...billing(32, 100, { currencyId: 'VietDong' }) })
      .when({ payment: paymentForm({ amount: 100, invoiceIds: [30, 32] }) }, 40)
      .thenRefused('error.invalidInput', [{ path: 'invoiceIds.1', code: 'billing.wrongCustomerInvoice' }]);
    spec
      .given({ ...streams, ...billing(32, 100, { customerId: 8 }) })
      .when({ payment: paymentForm({ amount: 100, invoiceIds: [32] }) }, 40)
      .thenRefused('error.invalidInput', [{ path: 'invoiceIds.0', code: 'billing.wrongCustomerInvoice' }]);
    spec
      .given({ ...streams, [invoiceStream(30)]: [...streams[invoiceStream(30)], { type: 'InvoiceDeleted', data: { invoiceId: 30, invoice: header() } }] })
      .when({ payment: paymentForm({ amount: 100, invoiceIds: [30] }) }, 40)
      .thenRefused('error.invalidInput', [{ path: 'invoiceIds.0', code: 'billing.invoiceNotFound' }]);
    spec
      .given({ ...streams, ...paymentGiven.credit(7, [{ paymentId: 2, given: 3_000 }]) })
      .when({ payment: paymentForm({ creditToUse: 3_001 }) }, 40)
      .thenRefused('billing.notEnoughCredit');
  });

  const pivot = (fields: object) =>
    [
      { type: 'PaymentReceived', data: { paymentId: 40, ...paymentForm(), tender: 0, cashChange: 0, vndPerUsd: 25_000, ...fields } },
    ] as unknown as RecordedEvent[];

  it('decides the same parts again midway: an invoice it claimed takes what the claim holds, one it paid keeps what it took', () => {
    const ours = { type: 'PaymentClaimed', data: { invoiceId: 31, paymentId: 40, held: 1_000 } } as DomainEvent;
    const others = { type: 'PaymentClaimed', data: { invoiceId: 31, paymentId: 39, held: 3_000 } } as DomainEvent;
    const paid = {
      type: 'PaymentApplied',
      data: { invoiceId: 30, paymentId: 40, currencyId: 'UsDollar', cash: 7_000, credit: 0, paymentDate: '2026-11-21' },
    } as DomainEvent;
    // Read again after another payment's claim on invoice 31: $40.00 of its $50.00 is now held, $10.00 of it by this payment.
    spec
      .given({ ...streams, [invoiceStream(30)]: [...streams[invoiceStream(30)], paid], [invoiceStream(31)]: [...streams[invoiceStream(31)], ours, others] })
      .when({ payment: paymentForm({ amount: 9_000, invoiceIds: [30, 31] }) }, 40)
      .then({
        before: [
          [invoiceStream(30), claim(30, 7_000)],
          [invoiceStream(31), claim(31, 1_000)],
        ],
        pivot: [paymentStream(40), received({ amount: 9_000, invoiceIds: [30, 31] })],
        after: [
          [invoiceStream(30), apply(30, 7_000, 0)],
          [invoiceStream(31), apply(31, 1_000, 0)],
          give(1_000),
          settle(
            [
              { invoiceId: 30, cash: 7_000, credit: 0 },
              { invoiceId: 31, cash: 1_000, credit: 0 },
            ],
            0,
            1_000,
          ),
        ],
      });
  });

  it('owes, when resumed after its pivot, what its claims hold: an invoice whose claim let go (its part was nothing) takes nothing though it is due again', () => {
    const record = { paymentId: 40, claims: { customerId: 7, currencyId: 'UsDollar' as const, creditToUse: 0, invoiceIds: [30, 31] }, claimsHold: true };
    const now = {
      ...streams,
      [invoiceStream(31)]: [...streams[invoiceStream(31)], { type: 'PaymentClaimed', data: { invoiceId: 31, paymentId: 40, held: 1_000 } }] as DomainEvent[],
    };
    expect(owedAfter(submitPayment, record, pivot({ amount: 1_500, invoiceIds: [30, 31] }), now)).toEqual([
      [invoiceStream(30), apply(30, 0, 0)],
      [invoiceStream(31), apply(31, 1_000, 0)],
      give(500),
      settle([{ invoiceId: 31, cash: 1_000, credit: 0 }], 0, 500),
    ]);
  });

  it('finishes a run an earlier build recorded without its parts from the streams as they are: what an invoice took stays, the rest is taken as it may be', () => {
    const record = { paymentId: 40, claims: { customerId: 7, currencyId: 'UsDollar' as const, creditToUse: 2_000, invoiceIds: [30, 31] } };
    const tookAlready = {
      type: 'PaymentApplied',
      data: { invoiceId: 30, paymentId: 40, currencyId: 'UsDollar', cash: 8_000, credit: 2_000, paymentDate: '2026-11-21' },
    };
    const now = {
      ...streams,
      [invoiceStream(30)]: [...streams[invoiceStream(30)], tookAlready] as DomainEvent[],
      ...paymentGiven.credit(7, [
        { paymentId: 2, given: 5_000 },
        { paymentId: 40, taken: 2_000 },
      ]),
    };
    expect(owedAfter(submitPayment, record, pivot({ amount: 9_000, creditToUse: 2_000, invoiceIds: [30, 31] }), now)).toEqual([
      [creditStream(7, 'UsDollar'), { type: 'TakeCredit', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 40, amount: 2_000 } }],
      [invoiceStream(30), apply(30, 8_000, 2_000)],
      [invoiceStream(31), apply(31, 1_000, 0)],
      give(0),
      settle(
        [
          { invoiceId: 30, cash: 8_000, credit: 2_000 },
          { invoiceId: 31, cash: 1_000, credit: 0 },
        ],
        2_000,
        0,
      ),
    ]);
  });
});
