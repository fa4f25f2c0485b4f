import type { CodedPaymentPart, InvoiceView, PaymentView } from '@cargo/contracts';
import { INVOICES, type ReadStore } from '@cargo/projections';

/** Payments with each part naming its invoice by code, read in one batch for the page. */
export async function withInvoiceCodes<P extends Pick<PaymentView, 'parts'>>(
  store: ReadStore,
  payments: P[],
): Promise<(Omit<P, 'parts'> & { parts: CodedPaymentPart[] })[]> {
  const invoices = await store.getMany(INVOICES, [...new Set(payments.flatMap((payment) => payment.parts.map((part) => String(part.invoiceId))))]);
  return payments.map((payment) => ({
    ...payment,
    parts: payment.parts.map((part) => ({ ...part, invoiceCode: (invoices.get(String(part.invoiceId)) as InvoiceView | undefined)?.code ?? null })),
  }));
}
