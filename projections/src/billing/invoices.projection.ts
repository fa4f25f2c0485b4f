import {
  invoiceCode,
  invoiceLineTotal,
  paymentStatusOf,
  type InvoiceEvent,
  type InvoiceLine,
  type InvoiceLineView,
  type InvoiceView,
  type RecordedEvent,
  unhandled,
} from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const INVOICES = 'invoices';

/**
 * The invoice list and page: one document per invoice with its lines (removed ones inactive), its
 * total over active lines, what payments applied (cash and credit, each payment listed), the amount
 * due and the payment status, which is a pure function of paid against total.
 */
export const invoicesProjection = projection<InvoiceEvent>({
  name: 'invoices',
  collections: [INVOICES],
  indexes: [{ collection: INVOICES, indexes: [['customerId', 'invoiceDate'], ['invoiceDate'], ['paymentStatus', 'invoiceDate'], ['totalAmount']] }],
  handles: [
    'InvoiceCreated',
    'InvoiceUpdated',
    'InvoiceLinesAdded',
    'InvoiceLineChanged',
    'InvoiceLineRemoved',
    'InvoiceLineRestored',
    'PaymentApplied',
    'PaymentReversed',
    'InvoicePaid',
    'InvoiceReopened',
    'InvoiceDeleted',
  ],
  changes: (event) => [change<InvoiceView>(INVOICES, event.data.invoiceId, (doc) => evolveInvoiceView(doc, event))],
});

const lineView = (line: InvoiceLine, isActive: boolean): InvoiceLineView => ({ ...line, isActive, lineTotal: invoiceLineTotal(line) });

/** Totals, amount due and status follow from the lines and what is paid. */
function withTotals(doc: InvoiceView): InvoiceView {
  const totalAmount = doc.invoiceDetails.reduce((sum, line) => sum + (line.isActive ? line.lineTotal : 0), 0);
  const paid = doc.amountPaid + doc.creditPaid;
  return { ...doc, totalAmount, amountDue: totalAmount - paid, paymentStatus: paymentStatusOf(totalAmount, paid) };
}

export function evolveInvoiceView(doc: InvoiceView | null, event: RecordedEvent<InvoiceEvent>): InvoiceView | null {
  switch (event.type) {
    case 'InvoiceCreated': {
      const { invoiceId, invoice } = event.data;
      return withTotals({
        ...invoice,
        id: invoiceId,
        code: invoiceCode(invoice.typeId, invoiceId),
        totalAmount: 0,
        amountPaid: 0,
        creditPaid: 0,
        amountDue: 0,
        paymentStatus: 'Pending',
        paidOn: null,
        invoiceDetails: [],
        payments: [],
        createdBy: event.metadata.actor,
        dateCreated: event.metadata.timestamp,
      });
    }
    case 'InvoiceUpdated':
      return doc && withTotals({ ...doc, ...event.data.after, code: invoiceCode(event.data.after.typeId, doc.id) });
    case 'InvoiceLinesAdded':
      return doc && withTotals({ ...doc, invoiceDetails: [...doc.invoiceDetails, ...event.data.lines.map((line) => lineView(line, true))] });
    case 'InvoiceLineChanged':
      return (
        doc &&
        withTotals({
          ...doc,
          invoiceDetails: doc.invoiceDetails.map((line) => (line.id === event.data.line.id ? lineView(event.data.line, line.isActive) : line)),
        })
      );
    case 'InvoiceLineRemoved':
    case 'InvoiceLineRestored': {
      const isActive = event.type === 'InvoiceLineRestored';
      return doc && withTotals({ ...doc, invoiceDetails: doc.invoiceDetails.map((line) => (line.id === event.data.lineId ? { ...line, isActive } : line)) });
    }
    case 'PaymentApplied': {
      const { paymentId, cash, credit, paymentDate } = event.data;
      return (
        doc &&
        withTotals({
          ...doc,
          amountPaid: doc.amountPaid + cash,
          creditPaid: doc.creditPaid + credit,
          payments: [...doc.payments, { paymentId, cash, credit, paymentDate }],
        })
      );
    }
    case 'PaymentReversed': {
      const { paymentId, cash, credit } = event.data;
      return (
        doc &&
        withTotals({
          ...doc,
          amountPaid: doc.amountPaid - cash,
          creditPaid: doc.creditPaid - credit,
          payments: doc.payments.filter((payment) => payment.paymentId !== paymentId),
        })
      );
    }
    case 'InvoicePaid':
      return doc && { ...doc, paidOn: event.data.paidOn };
    case 'InvoiceReopened':
      return doc && { ...doc, paidOn: null };
    case 'InvoiceDeleted':
      return null;
    // A payment's claim while it is being recorded changes nothing shown (not handled: never sent here).
    case 'PaymentClaimed':
    case 'PaymentClaimReleased':
      return doc;
    default:
      return unhandled(event);
  }
}
