import type { InvoiceLine, InvoiceRecord } from './invoice.events';
import type { PaymentStatus } from './invoice.schemas';

export interface InvoiceLineView extends InvoiceLine {
  isActive: boolean;
  lineTotal: number;
}

/** A payment's part of an invoice, as the invoice page lists it. */
export interface AppliedPaymentView {
  paymentId: number;
  cash: number;
  credit: number;
  paymentDate: string;
  /** Who recorded the payment ('First Last'), on the invoice page; absent in the stored read model. */
  collectorName?: string | null;
}

export interface InvoiceView extends InvoiceRecord {
  id: number;
  /** `S-00042`. */
  code: string;
  totalAmount: number;
  /** Cash and credit applied; amount due = total - (amountPaid + creditPaid). */
  amountPaid: number;
  creditPaid: number;
  amountDue: number;
  paymentStatus: PaymentStatus;
  paidOn: string | null;
  invoiceDetails: InvoiceLineView[];
  payments: AppliedPaymentView[];
  createdBy: string | null;
  dateCreated: string;
}

/** A row of the invoice list: the view plus its customer's 'name - phone'. */
export interface InvoiceListRow extends InvoiceView {
  customerLabel: string | null;
}

/** One customer's receivables in one currency, by age of the invoice (days since its date). */
export interface AgingRow {
  customerId: number;
  customerLabel: string | null;
  currencyId: InvoiceRecord['currencyId'];
  current: number;
  days1to30: number;
  days31to60: number;
  days61to90: number;
  over90: number;
  total: number;
}

export interface AgingReport {
  asOf: string;
  rows: AgingRow[];
}

/** A statement line: an invoice raises what the customer owes, a payment's cash lowers it. */
export interface StatementLine {
  date: string;
  kind: 'invoice' | 'payment';
  reference: string;
  amount: number;
  balance: number;
}

/** A customer's statement in one currency: opening balance, the period's lines with a running balance, closing balance. */
export interface Statement {
  customerId: number;
  customerLabel: string | null;
  currencyId: InvoiceRecord['currencyId'];
  from: string;
  to: string;
  openingBalance: number;
  lines: StatementLine[];
  closingBalance: number;
  credit: number;
}

/** An invoice as its own customer sees it: everything on it but who on the staff recorded it. */
export type OwnInvoiceView = Omit<InvoiceView, 'createdBy'>;
