import { Inject, Injectable } from '@nestjs/common';
import {
  customerLabel,
  type AgingReport,
  type AgingRow,
  type Currency,
  type CustomerView,
  type InvoiceView,
  type PaymentView,
  type Statement,
  type StatementLine,
} from '@cargo/contracts';
import {
  CUSTOMER_CREDIT_DAYS,
  CUSTOMER_CREDITS,
  CUSTOMERS,
  everyDocument,
  INVOICES,
  PAYMENTS,
  valueOnDay,
  type CustomerCreditsDoc,
  type ReadStore,
} from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The accountant's views of what is owed: the aging report and a customer's statement. */
@Injectable()
export class ReceivablesQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /**
   * Open invoices by customer and currency, bucketed by days since their date: current, 1-30, 31-60,
   * 61-90, over 90. Reads only unpaid invoices (through the payment-status index), so its cost follows
   * what is owed, not the history. Dong and dollars stay in rows of their own.
   */
  async aging(asOf: string): Promise<AgingReport> {
    const rows = new Map<string, AgingRow>();
    for await (const invoice of everyDocument<InvoiceView>(this.store, INVOICES, {
      paymentStatus: { $in: ['Pending', 'PartiallyPaid'] },
      invoiceDate: { $lte: asOf },
    })) {
      if (invoice.amountDue <= 0) continue;
      const key = `${invoice.customerId}/${invoice.currencyId}`;
      const row = rows.get(key) ?? {
        customerId: invoice.customerId,
        customerLabel: null,
        currencyId: invoice.currencyId,
        current: 0,
        days1to30: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 0,
        total: 0,
      };
      const age = daysBetween(invoice.invoiceDate, asOf);
      const bucket = age <= 0 ? 'current' : age <= 30 ? 'days1to30' : age <= 60 ? 'days31to60' : age <= 90 ? 'days61to90' : 'over90';
      row[bucket] += invoice.amountDue;
      row.total += invoice.amountDue;
      rows.set(key, row);
    }
    const customers = await this.store.getMany(CUSTOMERS, [...new Set([...rows.values()].map((row) => String(row.customerId)))]);
    const labelled = [...rows.values()].map((row) => {
      const customer = customers.get(String(row.customerId)) as CustomerView | undefined;
      return { ...row, customerLabel: customer ? customerLabel(customer) : null };
    });
    return { asOf, rows: labelled.sort((a, b) => b.total - a.total || a.customerId - b.customerId) };
  }

  /**
   * A customer's statement in one currency: invoices raise the balance, payments' cash lowers it (a
   * negative balance is credit). Opening balance is everything before `from`; lines run to `to`. The
   * credit is the customer's as it stood at the end of `to` (today's, when `to` is today or later).
   */
  async statement(customerId: number, currencyId: Currency, from: string, to: string, today: string): Promise<Statement> {
    const dated: { date: string; kind: 'invoice' | 'payment'; reference: string; amount: number; id: number }[] = [];
    for await (const invoice of everyDocument<InvoiceView>(this.store, INVOICES, { customerId, invoiceDate: { $lte: to } })) {
      if (invoice.currencyId === currencyId)
        dated.push({ date: invoice.invoiceDate, kind: 'invoice', reference: invoice.code, amount: invoice.totalAmount, id: invoice.id });
    }
    for await (const payment of everyDocument<PaymentView>(this.store, PAYMENTS, { customerId, currencyId })) {
      if (payment.paymentDate <= to && payment.amount > 0)
        dated.push({ date: payment.paymentDate, kind: 'payment', reference: `#${payment.id}`, amount: -payment.amount, id: payment.id });
    }
    dated.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === b.kind ? a.id - b.id : a.kind === 'invoice' ? -1 : 1));
    let balance = 0;
    const lines: StatementLine[] = [];
    for (const { id: _id, ...line } of dated) {
      balance += line.amount;
      if (line.date >= from) lines.push({ ...line, balance });
    }
    const openingBalance = balance - lines.reduce((sum, line) => sum + line.amount, 0);
    const [customer, credits] = await Promise.all([this.store.get<CustomerView>(CUSTOMERS, String(customerId)), this.creditsOn(customerId, to, today)]);
    return {
      customerId,
      customerLabel: customer ? customerLabel(customer) : null,
      currencyId,
      from,
      to,
      openingBalance,
      lines,
      closingBalance: balance,
      credit: (currencyId === 'UsDollar' ? credits?.dollarCredits : credits?.dongCredits) ?? 0,
    };
  }

  private creditsOn(customerId: number, day: string, today: string): Promise<CustomerCreditsDoc | null> {
    if (day >= today) return this.store.get<CustomerCreditsDoc>(CUSTOMER_CREDITS, String(customerId));
    return valueOnDay<CustomerCreditsDoc>(this.store, CUSTOMER_CREDIT_DAYS, String(customerId), day);
  }
}
