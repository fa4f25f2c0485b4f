import type { InvoiceEvent, InvoiceRecord } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { invoiceDecider } from './invoice.decider';

const spec = deciderSpec(invoiceDecider);
const invoice: InvoiceRecord = {
  typeId: 'General',
  customerId: 4,
  associatedId: null,
  mtlTracking: 'INV-1',
  currencyId: 'UsDollar',
  invoiceDate: '2026-11-21',
  description: '',
  boxCasePallet: '',
  weight: null,
};
const line = (id: number | null, quantity: number, unitPrice: number, isActive = true) => ({
  id,
  name: 'Line',
  quantity,
  unitPrice,
  caseQuantity: null,
  isActive,
});
const created: InvoiceEvent = { type: 'InvoiceCreated', data: { invoiceId: 9, invoice } };
// 12.5 lb at $2.75 = $34.38 (half up from 34.375), plus 2 x $10.00: total $54.38.
const lines: InvoiceEvent = {
  type: 'InvoiceLinesAdded',
  data: {
    invoiceId: 9,
    lines: [
      { id: 1, name: 'Line', quantity: 12.5, unitPrice: 275, caseQuantity: null },
      { id: 2, name: 'Line', quantity: 2, unitPrice: 1000, caseQuantity: null },
    ],
  },
};
const pay = (paymentId: number, cash: number, credit = 0) => ({
  type: 'ApplyPayment' as const,
  data: { invoiceId: 9, paymentId, currencyId: 'UsDollar' as const, cash, credit, paymentDate: '2026-11-22' },
});
const applied = (paymentId: number, cash: number, credit = 0): InvoiceEvent => ({
  type: 'PaymentApplied',
  data: { invoiceId: 9, paymentId, currencyId: 'UsDollar', cash, credit, paymentDate: '2026-11-22' },
});
const paid: InvoiceEvent = { type: 'InvoicePaid', data: { invoiceId: 9, paidOn: '2026-11-22' } };

describe('invoice decider', () => {
  it('creates an invoice with its lines numbered; an unsaved line already removed is dropped', () => {
    spec
      .given([])
      .when({ type: 'CreateInvoice', data: { invoiceId: 9, invoice, lines: [line(null, 12.5, 275), line(null, 5, 1, false), line(null, 2, 1000)] } })
      .then([created, lines]);
  });

  it('a line sent again under its key is the saved one: the same save twice adds it once (total $15, not $20), a later save changes it by that key', () => {
    const keyed = (quantity: number) => ({ ...line(null, quantity, 500), lineKey: 'k1' });
    const added: InvoiceEvent = {
      type: 'InvoiceLinesAdded',
      data: { invoiceId: 9, lines: [{ id: 1, name: 'Line', quantity: 3, unitPrice: 500, caseQuantity: null }], lineKeys: { 1: 'k1' } },
    };
    spec
      .given([created])
      .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [keyed(3)] } })
      .then([added]);
    spec
      .given([created, added])
      .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [keyed(3)] } })
      .then([]);
    spec
      .given([created, added])
      .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [keyed(4)] } })
      .then([{ type: 'InvoiceLineChanged', data: { invoiceId: 9, line: { id: 1, name: 'Line', quantity: 4, unitPrice: 500, caseQuantity: null } } }]);
  });

  it("refuses an invoice with no active line ('Total Amount Due is required') or a total of 0 ('must be greater than 0')", () => {
    spec
      .given([])
      .when({ type: 'CreateInvoice', data: { invoiceId: 9, invoice, lines: [] } })
      .thenThrows('billing.totalRequired');
    spec
      .given([])
      .when({ type: 'CreateInvoice', data: { invoiceId: 9, invoice, lines: [line(null, 2, 0)] } })
      .thenThrows('billing.totalGreaterThanZero');
    spec
      .given([created, lines])
      .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [line(1, 12.5, 275, false), line(2, 2, 1000, false)] } })
      .thenThrows('billing.totalRequired');
  });

  it('removes a saved line softly (out of the total) and restores it', () => {
    const removed: InvoiceEvent = { type: 'InvoiceLineRemoved', data: { invoiceId: 9, lineId: 2 } };
    spec
      .given([created, lines])
      .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [line(1, 12.5, 275), line(2, 2, 1000, false)] } })
      .then([removed]);
    spec
      .given([created, lines, removed])
      .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [line(1, 12.5, 275), line(2, 2, 1000)] } })
      .then([{ type: 'InvoiceLineRestored', data: { invoiceId: 9, lineId: 2 } }]);
  });

  describe('payments and status', () => {
    it('a part payment applies; a payment reaching the total pays the invoice', () => {
      spec
        .given([created, lines])
        .when(pay(1, 2000))
        .then([applied(1, 2000)]);
      spec
        .given([created, lines, applied(1, 2000)])
        .when(pay(2, 3438))
        .then([applied(2, 3438), paid]);
    });

    it('never applies more than the amount due: credit first, then cash', () => {
      spec
        .given([created, lines, applied(1, 5000)])
        .when(pay(2, 1000, 300))
        .then([applied(2, 138, 300), paid]);
    });

    it('a payment applies once: the same payment again records nothing', () => {
      spec
        .given([created, lines, applied(1, 2000)])
        .when(pay(1, 2000))
        .then([]);
    });

    it('refuses a payment in the other currency', () => {
      spec
        .given([created, lines])
        .when({ ...pay(1, 100), data: { ...pay(1, 100).data, currencyId: 'VietDong' } })
        .thenThrows('error.invalidInput');
    });

    it('removing a payment takes back exactly what it applied, and reopens a paid invoice', () => {
      spec
        .given([created, lines, applied(1, 2000), applied(2, 3438), paid])
        .when({ type: 'ReversePayment', data: { invoiceId: 9, paymentId: 2 } })
        .then([
          { type: 'PaymentReversed', data: { invoiceId: 9, paymentId: 2, cash: 3438, credit: 0 } },
          { type: 'InvoiceReopened', data: { invoiceId: 9 } },
        ]);
      spec
        .given([created, lines])
        .when({ type: 'ReversePayment', data: { invoiceId: 9, paymentId: 5 } })
        .then([]);
    });
  });

  describe('refusals', () => {
    it('a paid invoice is locked', () => {
      spec
        .given([created, lines, applied(1, 5438), paid])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, description: 'changed' }, lines: [] } })
        .thenThrows('billing.invoicePaidLocked');
    });

    it("delete is refused once any payment exists ('Can't delete. Payment has been made')", () => {
      spec
        .given([created, lines, applied(1, 100)])
        .when({ type: 'DeleteInvoice', data: { invoiceId: 9 } })
        .thenThrows('billing.paymentMade');
      spec
        .given([created, lines])
        .when({ type: 'DeleteInvoice', data: { invoiceId: 9 } })
        .then([{ type: 'InvoiceDeleted', data: { invoiceId: 9, invoice } }]);
    });

    it('the total cannot drop below what is paid, and neither the currency nor the customer can change once paid in part (the payment would move to another account)', () => {
      spec
        .given([created, lines, applied(1, 3000)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [line(1, 12.5, 275, false), line(2, 2, 1000)] } })
        .thenThrows('billing.totalBelowPaid');
      spec
        .given([created, lines, applied(1, 3000)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, currencyId: 'VietDong' }, lines: [] } })
        .thenThrows('billing.currencyLocked');
      spec
        .given([created, lines, applied(1, 3000)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, customerId: 99 }, lines: [] } })
        .thenThrows('billing.customerLocked');
      spec
        .given([created, lines, applied(1, 3000), { type: 'PaymentReversed', data: { invoiceId: 9, paymentId: 1, cash: 3000, credit: 0 } }])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, customerId: 99 }, lines: [] } })
        .then([{ type: 'InvoiceUpdated', data: { invoiceId: 9, before: invoice, after: { ...invoice, customerId: 99 } } }]);
    });

    it('a lowered total that meets what is paid pays the invoice', () => {
      spec
        .given([created, lines, applied(1, 3438)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [line(1, 12.5, 275), line(2, 2, 1000, false)] } })
        .then([
          { type: 'InvoiceLineRemoved', data: { invoiceId: 9, lineId: 2 } },
          { type: 'InvoicePaid', data: { invoiceId: 9, paidOn: '2026-11-21' } },
        ]);
    });

    it('what an invoice bills (type and associated id) stays as created', () => {
      spec
        .given([created, lines])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, typeId: 'Order', associatedId: 3 }, lines: [] } })
        .then([]);
    });
  });

  describe('a payment being recorded claims the invoice first', () => {
    const claim = (paymentId: number, fields: { customerId?: number; currencyId?: 'UsDollar' | 'VietDong'; held?: number } = {}) => ({
      type: 'ClaimPayment' as const,
      data: { invoiceId: 9, paymentId, customerId: 4, currencyId: 'UsDollar' as const, held: 0, ...fields },
    });
    const claimed = (paymentId: number, held = 0): InvoiceEvent => ({ type: 'PaymentClaimed', data: { invoiceId: 9, paymentId, held } });
    const released = (paymentId: number): InvoiceEvent => ({ type: 'PaymentClaimReleased', data: { invoiceId: 9, paymentId } });
    const deleted: InvoiceEvent = { type: 'InvoiceDeleted', data: { invoiceId: 9, invoice } };

    it('whichever reaches the stream first wins: a claimed invoice is not deleted, a deleted one is not claimed', () => {
      spec
        .given([created, lines])
        .when(claim(5))
        .then([claimed(5)]);
      spec
        .given([created, lines, claimed(5)])
        .when({ type: 'DeleteInvoice', data: { invoiceId: 9 } })
        .thenThrows('billing.paymentMade');
      spec.given([created, lines, deleted]).when(claim(5)).thenThrows('billing.invoiceNotFound');
    });

    it("is the customer's, in its currency: another's claim is refused, and a claimed invoice moves to neither another customer nor currency", () => {
      spec
        .given([created, lines])
        .when(claim(5, { customerId: 8 }))
        .thenThrows('billing.wrongCustomerInvoice');
      spec
        .given([created, lines])
        .when(claim(5, { currencyId: 'VietDong' }))
        .thenThrows('billing.wrongCustomerInvoice');
      spec
        .given([created, lines, claimed(5)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, currencyId: 'VietDong' }, lines: [line(1, 12.5, 275), line(2, 2, 1000)] } })
        .thenThrows('billing.currencyLocked');
      spec
        .given([created, lines, claimed(5)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice: { ...invoice, customerId: 8 }, lines: [line(1, 12.5, 275), line(2, 2, 1000)] } })
        .thenThrows('billing.customerLocked');
    });

    it('ends when the payment applies, or lets go (nothing left to pay, or the payment was never recorded); a claim made twice is one', () => {
      spec
        .given([created, lines, claimed(5)])
        .when(claim(5))
        .then([]);
      spec
        .given([created, lines, claimed(5), applied(5, 5438), paid])
        .when({ type: 'DeleteInvoice', data: { invoiceId: 9 } })
        .thenThrows('billing.paymentMade');
      spec
        .given([created, lines, claimed(5), applied(5, 1000)])
        .when({ type: 'ReversePayment', data: { invoiceId: 9, paymentId: 5 } })
        .then([{ type: 'PaymentReversed', data: { invoiceId: 9, paymentId: 5, cash: 1000, credit: 0 } }]);
      spec
        .given([created, lines, applied(4, 5438), paid, claimed(5)])
        .when(pay(5, 100))
        .then([released(5)]);
      spec
        .given([created, lines, claimed(5)])
        .when({ type: 'ReleasePaymentClaim', data: { invoiceId: 9, paymentId: 5 } })
        .then([released(5)]);
      spec
        .given([created, lines, claimed(5), released(5)])
        .when({ type: 'ReleasePaymentClaim', data: { invoiceId: 9, paymentId: 5 } })
        .then([]);
      spec
        .given([created, lines, claimed(5), released(5)])
        .when({ type: 'DeleteInvoice', data: { invoiceId: 9 } })
        .then([deleted]);
    });

    it('holds what the payment will apply: no other payment takes it, no edit bills less, and the payment applies exactly that', () => {
      spec
        .given([created, lines])
        .when(claim(5, { held: 5438 }))
        .then([claimed(5, 5438)]);
      // Of $54.38 due, $40.00 is held by payment 5: payment 6 may hold only $14.38.
      spec
        .given([created, lines, claimed(5, 4000)])
        .when(claim(6, { held: 1439 }))
        .thenThrows('error.concurrency');
      spec
        .given([created, lines, claimed(5, 4000)])
        .when(claim(6, { held: 1438 }))
        .then([claimed(6, 1438)]);
      spec
        .given([created, lines, claimed(5, 4000)])
        .when(pay(7, 5000))
        .then([{ type: 'PaymentApplied', data: { invoiceId: 9, paymentId: 7, currencyId: 'UsDollar', cash: 1438, credit: 0, paymentDate: '2026-11-22' } }]);
      spec
        .given([created, lines, claimed(5, 4000)])
        .when(pay(5, 4000))
        .then([{ type: 'PaymentApplied', data: { invoiceId: 9, paymentId: 5, currencyId: 'UsDollar', cash: 4000, credit: 0, paymentDate: '2026-11-22' } }]);
      spec
        .given([created, lines, claimed(5, 4000)])
        .when({ type: 'UpdateInvoice', data: { invoiceId: 9, invoice, lines: [line(1, 12.5, 275), line(2, 2, 1000, false)] } })
        .thenThrows('billing.totalBelowPaid');
    });

    it('a claim from before claims held an amount holds nothing: its payment applies what is due then', () => {
      const legacy: InvoiceEvent = { type: 'PaymentClaimed', data: { invoiceId: 9, paymentId: 5 } };
      spec
        .given([created, lines, legacy])
        .when(claim(6, { held: 5438 }))
        .then([claimed(6, 5438)]);
      spec
        .given([created, lines, legacy])
        .when(pay(5, 9000))
        .then([
          { type: 'PaymentApplied', data: { invoiceId: 9, paymentId: 5, currencyId: 'UsDollar', cash: 5438, credit: 0, paymentDate: '2026-11-22' } },
          { type: 'InvoicePaid', data: { invoiceId: 9, paidOn: '2026-11-22' } },
        ]);
    });
  });
});
