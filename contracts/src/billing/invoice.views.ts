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
