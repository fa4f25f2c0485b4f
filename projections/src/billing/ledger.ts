import type { Currency, InvoiceView, PaymentView } from '@cargo/contracts';
import { everyDocument } from '../platform/every-document';
import type { ReadStore } from '../platform/read-store.port';
import { INVOICES } from './invoices.projection';
import { CUSTOMER_CREDITS, PAYMENTS, type CustomerCreditsDoc } from './payments.projection';

export interface LedgerReport {
  accounts: number;
  invoices: number;
  differences: string[];
}

/**
 * The billing ledger's identities over the read models: for every customer and currency, the cash
 * received equals what invoices took (cash and credit) plus the credit balance; every invoice's paid
 * amounts equal the sum of the payments applied to it, and never exceed its total.
 */
export async function checkLedger(store: ReadStore): Promise<LedgerReport> {
  const accounts = new Map<string, { received: number; applied: number; balance: number }>();
  const account = (customerId: number, currencyId: Currency) => {
    const key = `${customerId}/${currencyId}`;
    const found = accounts.get(key) ?? { received: 0, applied: 0, balance: 0 };
    accounts.set(key, found);
    return found;
  };
  const differences: string[] = [];
  for await (const payment of everyDocument<PaymentView>(store, PAYMENTS)) {
    account(payment.customerId, payment.currencyId).received += payment.amount;
    if (payment.status !== 'settled') differences.push(`payment ${payment.id} is ${payment.status}, not settled`);
  }
  let invoices = 0;
  for await (const invoice of everyDocument<InvoiceView>(store, INVOICES)) {
    invoices += 1;
    const paid = invoice.amountPaid + invoice.creditPaid;
    account(invoice.customerId, invoice.currencyId).applied += paid;
    const parts = invoice.payments.reduce((sum, part) => sum + part.cash + part.credit, 0);
    if (parts !== paid) differences.push(`invoice ${invoice.id}: paid ${paid}, its payments ${parts}`);
    if (paid > invoice.totalAmount) differences.push(`invoice ${invoice.id}: paid ${paid} over its total ${invoice.totalAmount}`);
  }
  for await (const credits of everyDocument<CustomerCreditsDoc>(store, CUSTOMER_CREDITS)) {
    account(credits.id, 'UsDollar').balance += credits.dollarCredits;
    account(credits.id, 'VietDong').balance += credits.dongCredits;
    if (credits.dollarCredits < 0 || credits.dongCredits < 0) differences.push(`customer ${credits.id}: a credit balance below zero`);
  }
  for (const [key, { received, applied, balance }] of accounts) {
    if (received !== applied + balance) differences.push(`account ${key}: received ${received}, applied ${applied} + credit ${balance}`);
  }
  return { accounts: accounts.size, invoices, differences };
}
