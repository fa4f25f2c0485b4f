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

/** The documents of a collection, from wherever they are read: the live store, or a replay's rebuilt ones. */
export type LedgerDocuments = <T>(collection: string) => AsyncIterable<T> | Iterable<T>;

/**
 * The billing ledger's identities over the read models: for every customer and currency, the cash
 * received equals what invoices took (cash and credit) plus the credit balance; every invoice's paid
 * amounts equal the sum of the payments applied to it, and never exceed its total.
 */
export function checkLedger(store: ReadStore): Promise<LedgerReport> {
  return checkLedgerOver((collection) => everyDocument(store, collection) as never);
}

/**
 * The ledger's identities over documents as of one position (a verified replay's, rebuilt up to
 * where it stopped): `moving` names the documents events after it touch (`collection/id`), whose
 * identities are still being carried through (a payment recorded, its invoices not yet paid): a
 * difference that concerns one of them is left out, as the replay leaves out a document written after it.
 */
export async function checkLedgerOver(documents: LedgerDocuments, moving: ReadonlySet<string> = new Set()): Promise<LedgerReport> {
  const accounts = new Map<string, { received: number; applied: number; balance: number; moving: boolean }>();
  const account = (customerId: number, currencyId: Currency) => {
    const key = `${customerId}/${currencyId}`;
    const found = accounts.get(key) ?? { received: 0, applied: 0, balance: 0, moving: false };
    accounts.set(key, found);
    return found;
  };
  const differences: string[] = [];
  const moves = (collection: string, id: number) => moving.has(`${collection}/${id}`);
  for await (const payment of documents<PaymentView>(PAYMENTS)) {
    const into = account(payment.customerId, payment.currencyId);
    into.received += payment.amount;
    into.moving ||= moves(PAYMENTS, payment.id);
    if (payment.status !== 'settled' && !moves(PAYMENTS, payment.id)) differences.push(`payment ${payment.id} is ${payment.status}, not settled`);
  }
  let invoices = 0;
  for await (const invoice of documents<InvoiceView>(INVOICES)) {
    invoices += 1;
    const paid = invoice.amountPaid + invoice.creditPaid;
    const into = account(invoice.customerId, invoice.currencyId);
    into.applied += paid;
    into.moving ||= moves(INVOICES, invoice.id);
    if (moves(INVOICES, invoice.id)) continue;
    const parts = invoice.payments.reduce((sum, part) => sum + part.cash + part.credit, 0);
    if (parts !== paid) differences.push(`invoice ${invoice.id}: paid ${paid}, its payments ${parts}`);
    if (paid > invoice.totalAmount) differences.push(`invoice ${invoice.id}: paid ${paid} over its total ${invoice.totalAmount}`);
  }
  for await (const credits of documents<CustomerCreditsDoc>(CUSTOMER_CREDITS)) {
    const moved = moves(CUSTOMER_CREDITS, credits.id);
    for (const [currency, balance] of [
      ['UsDollar', credits.dollarCredits],
      ['VietDong', credits.dongCredits],
    ] as const) {
      const into = account(credits.id, currency);
      into.balance += balance;
      into.moving ||= moved;
    }
    if (!moved && (credits.dollarCredits < 0 || credits.dongCredits < 0)) differences.push(`customer ${credits.id}: a credit balance below zero`);
  }
  for (const [key, { received, applied, balance, moving: still }] of accounts) {
    if (!still && received !== applied + balance) differences.push(`account ${key}: received ${received}, applied ${applied} + credit ${balance}`);
  }
  return { accounts: accounts.size, invoices, differences };
}
