import {
  monthBucket,
  type ExpenseDetails,
  type ExpenseEvent,
  type InventoryEvent,
  type RecordedEvent,
  type StockTerms,
  type VendorMonthView,
  type VendorProductView,
  type VendorTotalsView,
  unhandled,
} from '@cargo/contracts';
import { change, projection, type DocumentChange } from '../platform/projection';

export const VENDOR_TOTALS = 'vendor_totals';
export const VENDOR_MONTHS = 'vendor_months';
export const VENDOR_PRODUCTS = 'vendor_products';

/** What one stock row counts for its vendor: +1 when it arrives, -1 when it leaves (removed, or replaced by an update). */
interface Delta {
  productId: number;
  terms: StockTerms;
  sign: 1 | -1;
}

/** What one expense counts for its vendor, likewise. */
interface ExpenseDelta {
  expense: ExpenseDetails;
  sign: 1 | -1;
}

/**
 * The vendor page's figures, kept as stock changes: totals per vendor, a year/month bucket per
 * vendor, and what was bought of each product, so the page reads a few documents however long the
 * history. An update counts as the old row leaving and the new one arriving (vendor, month or
 * product totals move with it); expenses likewise. Balance = stock value - expenses.
 */
export const vendorDashboardProjection = projection<InventoryEvent | ExpenseEvent>({
  name: 'vendor-dashboard',
  collections: [VENDOR_TOTALS, VENDOR_MONTHS, VENDOR_PRODUCTS],
  indexes: [
    { collection: VENDOR_MONTHS, indexes: [['vendorId', 'month']] },
    { collection: VENDOR_PRODUCTS, indexes: [['vendorId', 'quantity']] },
  ],
  handles: ['StockAdded', 'StockUpdated', 'StockRemoved', 'StockRestored', 'ExpenseRecorded', 'ExpenseUpdated', 'ExpenseDeleted', 'ExpenseRestored'],
  changes: (event) => {
    switch (event.type) {
      case 'ExpenseRecorded':
      case 'ExpenseRestored':
        return expenseChanges([{ expense: event.data.expense, sign: 1 }]);
      case 'ExpenseUpdated':
        return expenseChanges([
          { expense: event.data.before, sign: -1 },
          { expense: event.data.after, sign: 1 },
        ]);
      case 'ExpenseDeleted':
        return expenseChanges([{ expense: event.data.expense, sign: -1 }]);
      default:
        return changesOf(deltasOf(event));
    }
  },
});

/** One change per vendor total and month the expense deltas touch. */
function expenseChanges(deltas: ExpenseDelta[]): DocumentChange[] {
  const totals = new Map<number, number>();
  const months = new Map<string, { vendorId: number; month: string; amount: number }>();
  for (const { expense, sign } of deltas) {
    totals.set(expense.vendorId, (totals.get(expense.vendorId) ?? 0) + sign * expense.amount);
    const month = monthBucket(expense.transactionDate);
    const key = `${expense.vendorId}:${month}`;
    months.set(key, { vendorId: expense.vendorId, month, amount: (months.get(key)?.amount ?? 0) + sign * expense.amount });
  }
  return [
    ...[...totals].map(([vendorId, amount]) =>
      change<VendorTotalsView>(VENDOR_TOTALS, vendorId, (doc) => {
        const stockAmount = doc?.stockAmount ?? 0;
        const expenseAmount = (doc?.expenseAmount ?? 0) + amount;
        return { id: vendorId, stockAmount, stockQuantity: doc?.stockQuantity ?? 0, expenseAmount, balance: stockAmount - expenseAmount };
      }),
    ),
    ...[...months].map(([id, delta]) =>
      change<VendorMonthView>(VENDOR_MONTHS, id, (doc) => {
        const stockAmount = doc?.stockAmount ?? 0;
        const expenseAmount = (doc?.expenseAmount ?? 0) + delta.amount;
        return { id, vendorId: delta.vendorId, month: delta.month, stockAmount, expenseAmount, balance: stockAmount - expenseAmount };
      }),
    ),
  ];
}

function deltasOf(event: RecordedEvent<InventoryEvent>): Delta[] {
  const { productId } = event.data;
  switch (event.type) {
    case 'StockAdded':
    case 'StockRestored':
      return [{ productId, terms: event.data.stock, sign: 1 }];
    case 'StockUpdated':
      return [
        { productId, terms: event.data.before, sign: -1 },
        { productId, terms: event.data.after, sign: 1 },
      ];
    case 'StockRemoved':
      return [{ productId, terms: event.data.stock, sign: -1 }];
    default:
      return unhandled(event);
  }
}

/** One change per document, however many deltas touch it (an update within one month nets out in one write). */
function changesOf(deltas: Delta[]): DocumentChange[] {
  const totals = new Map<number, { amount: number; quantity: number }>();
  const months = new Map<string, { vendorId: number; month: string; amount: number }>();
  const products = new Map<string, { vendorId: number; productId: number; amount: number; quantity: number }>();
  for (const { productId, terms, sign } of deltas) {
    const amount = sign * terms.quantity * terms.stockPrice;
    const quantity = sign * terms.quantity;
    const { vendorId } = terms;
    const total = totals.get(vendorId) ?? { amount: 0, quantity: 0 };
    totals.set(vendorId, { amount: total.amount + amount, quantity: total.quantity + quantity });
    const month = monthBucket(terms.datePurchased);
    const monthKey = `${vendorId}:${month}`;
    months.set(monthKey, { vendorId, month, amount: (months.get(monthKey)?.amount ?? 0) + amount });
    const productKey = `${vendorId}:${productId}`;
    const bought = products.get(productKey) ?? { vendorId, productId, amount: 0, quantity: 0 };
    products.set(productKey, { ...bought, amount: bought.amount + amount, quantity: bought.quantity + quantity });
  }
  return [
    ...[...totals].map(([vendorId, delta]) =>
      change<VendorTotalsView>(VENDOR_TOTALS, vendorId, (doc) => {
        const stockAmount = (doc?.stockAmount ?? 0) + delta.amount;
        const expenseAmount = doc?.expenseAmount ?? 0;
        return { id: vendorId, stockAmount, stockQuantity: (doc?.stockQuantity ?? 0) + delta.quantity, expenseAmount, balance: stockAmount - expenseAmount };
      }),
    ),
    ...[...months].map(([id, delta]) =>
      change<VendorMonthView>(VENDOR_MONTHS, id, (doc) => {
        const stockAmount = (doc?.stockAmount ?? 0) + delta.amount;
        const expenseAmount = doc?.expenseAmount ?? 0;
        return { id, vendorId: delta.vendorId, month: delta.month, stockAmount, expenseAmount, balance: stockAmount - expenseAmount };
      }),
    ),
    ...[...products].map(([id, delta]) =>
      change<VendorProductView>(VENDOR_PRODUCTS, id, (doc) => ({
        id,
        vendorId: delta.vendorId,
        productId: delta.productId,
        quantity: (doc?.quantity ?? 0) + delta.quantity,
        amount: (doc?.amount ?? 0) + delta.amount,
      })),
    ),
  ];
}
