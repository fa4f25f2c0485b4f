import {
  convertMoney,
  invoiceLineTotal,
  monthBucket,
  type Currency,
  type ExpenseDetails,
  type InvoiceEvent,
  type OrderEvent,
  type OrderTerms,
  type PaymentEvent,
  type RecordedEvent,
  type StockTerms,
  unhandled,
} from '@cargo/contracts';
import type { Contribution } from './contributions';

/**
 * The facts dashboards are summed from, one document each, kept because the events that change
 * them do not repeat them (an invoice line event names its invoice, not the invoice's customer,
 * currency or month). Each fact says what it contributes to the figures (`*Contributions`).
 */
export const DASHBOARD_INVOICES = 'dashboard_invoices';
export const DASHBOARD_ORDERS = 'dashboard_orders';
export const DASHBOARD_PAYMENTS = 'dashboard_payments';

export const CUSTOMER_MONTHS = 'customer_months';
export const CUSTOMER_PRODUCTS = 'customer_products';
export const CUSTOMER_PURCHASES = 'customer_purchases';
export const OVERVIEW_MONTHS = 'overview_months';
export const OVERVIEW_EXPENSE_MONTHS = 'overview_expense_months';
export const OVERVIEW_CUSTOMERS = 'overview_customers';
export const OVERVIEW_PRODUCTS = 'overview_products';
export const OVERVIEW_RECEIVABLES = 'overview_receivables';
export const OVERVIEW_STOCK = 'overview_stock';
export const OVERVIEW_STOCK_MONTHS = 'overview_stock_months';
export const OVERVIEW_STOCK_DAYS = 'overview_stock_days';
export const OVERVIEW_EXPENSE_DAYS = 'overview_expense_days';

/**
 * The daily group of a figure that stands alone (the stock, the receivables). Months' figures are
 * grouped by month (the overview's) or by customer and month (a customer's), so a dashboard as of a
 * date reads one group per month it draws; rankings are not kept by day (see `DashboardQueries`).
 */
export const STANDING = 'standing';
/** The daily group of the stock's months by purchase date: every month in one group (a dozen documents a year). */
export const BY_MONTH = 'by-month';

/** What every fact keeps to be counted in US dollars too: its currency and the rate kept on its record. */
interface Rated {
  currencyId: Currency;
  /** Null on records from before rates were dated. */
  vndPerUsd: number | null;
}

export interface InvoiceFact extends Rated {
  id: number;
  customerId: number;
  month: string;
  /** Each line's total and whether it counts (removed lines do not). */
  lines: Record<string, { total: number; active: boolean }>;
  /** Cash and credit applied. */
  paid: number;
}

export interface OrderFact extends Rated {
  id: number;
  customerId: number;
  /** The month it was placed in. */
  month: string;
  /** Regular and Preorder orders are purchases; on hold and Stale ones are not. */
  purchase: boolean;
  subtotal: number;
  lines: { productId: number; productTitle: string; quantity: number }[];
}

export interface PaymentFact extends Rated {
  id: number;
  customerId: number;
  month: string;
  amount: number;
}

/** The overview's month figures counted in US dollars as well (`OverviewCombinedMonthView`). */
export const COMBINED_FIGURES = ['invoiced', 'collected', 'ordered'] as const;
export type CombinedFigure = (typeof COMBINED_FIGURES)[number];
/** What a month document of `OVERVIEW_MONTHS` keeps for them (absent: 0). */
export type CombinedAmounts = Partial<Record<`${CombinedFigure}InUsd` | `${CombinedFigure}Unrated`, number>>;

/**
 * Adds to a month's amounts the figure in US cents at the fact's rate (`<figure>InUsd`); dong
 * without a rate (a record from before rates were dated) is kept apart (`<figure>Unrated`), to be
 * counted at the first rate by whoever reads it.
 */
function withUsd(amounts: Record<string, number>, figure: CombinedFigure, amount: number, fact: Rated): Record<string, number> {
  if (fact.currencyId === 'UsDollar') amounts[`${figure}InUsd`] = amount;
  else if (fact.vndPerUsd === null) amounts[`${figure}Unrated`] = amount;
  else amounts[`${figure}InUsd`] = convertMoney(amount, fact.currencyId, 'UsDollar', fact.vndPerUsd);
  return amounts;
}

const invoiceTotal = (fact: InvoiceFact) => Object.values(fact.lines).reduce((sum, line) => sum + (line.active ? line.total : 0), 0);

export function evolveInvoiceFact(fact: InvoiceFact | null, event: RecordedEvent<InvoiceEvent>): InvoiceFact | null {
  switch (event.type) {
    case 'InvoiceCreated': {
      const { invoiceId, invoice } = event.data;
      return {
        id: invoiceId,
        customerId: invoice.customerId,
        currencyId: invoice.currencyId,
        vndPerUsd: invoice.vndPerUsd ?? null,
        month: monthBucket(invoice.invoiceDate),
        lines: {},
        paid: 0,
      };
    }
    case 'InvoiceUpdated': {
      const { after } = event.data;
      return (
        fact && {
          ...fact,
          customerId: after.customerId,
          currencyId: after.currencyId,
          vndPerUsd: after.vndPerUsd ?? null,
          month: monthBucket(after.invoiceDate),
        }
      );
    }
    case 'InvoiceLinesAdded':
    case 'InvoiceLineChanged': {
      if (!fact) return null;
      const changed = event.type === 'InvoiceLinesAdded' ? event.data.lines : [event.data.line];
      const lines = { ...fact.lines };
      for (const line of changed) lines[line.id] = { total: invoiceLineTotal(line), active: lines[line.id]?.active ?? true };
      return { ...fact, lines };
    }
    case 'InvoiceLineRemoved':
    case 'InvoiceLineRestored': {
      const line = fact?.lines[event.data.lineId];
      if (!fact || !line) return fact;
      return { ...fact, lines: { ...fact.lines, [event.data.lineId]: { ...line, active: event.type === 'InvoiceLineRestored' } } };
    }
    case 'PaymentApplied':
      return fact && { ...fact, paid: fact.paid + event.data.cash + event.data.credit };
    case 'PaymentReversed':
      return fact && { ...fact, paid: fact.paid - event.data.cash - event.data.credit };
    case 'InvoicePaid':
    case 'InvoiceReopened':
    case 'PaymentClaimed':
    case 'PaymentClaimReleased':
      return fact;
    case 'InvoiceDeleted':
      return null;
    default:
      return unhandled(event);
  }
}

/** An invoice counts as invoiced in its customer's and the business's month and currency, and what is due as receivable. */
export function invoiceContributions(fact: InvoiceFact | null): Contribution[] {
  if (!fact) return [];
  const { customerId, currencyId, month } = fact;
  const total = invoiceTotal(fact);
  const due = total - fact.paid;
  return [
    {
      collection: CUSTOMER_MONTHS,
      id: `${customerId}:${currencyId}:${month}`,
      seed: { customerId, currencyId, month },
      amounts: { invoiced: total },
      daily: `${customerId}:${month}`,
    },
    {
      collection: OVERVIEW_MONTHS,
      id: `${month}:${currencyId}`,
      seed: { month, currencyId },
      amounts: withUsd({ invoiced: total }, 'invoiced', total, fact),
      daily: month,
    },
    { collection: OVERVIEW_CUSTOMERS, id: `${customerId}:${currencyId}`, seed: { customerId, currencyId }, amounts: { invoiced: total } },
    { collection: OVERVIEW_RECEIVABLES, id: currencyId, seed: {}, amounts: { outstanding: due, openInvoices: due > 0 ? 1 : 0 }, daily: STANDING },
  ];
}

const isPurchase = (terms: Pick<OrderTerms, 'typeId'>) => terms.typeId === 'Regular' || terms.typeId === 'Preorder';
const orderLines = (terms: OrderTerms) => terms.lines.map(({ productId, productTitle, quantity }) => ({ productId, productTitle, quantity }));

export function evolveOrderFact(fact: OrderFact | null, event: RecordedEvent<OrderEvent>): OrderFact | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId, ...terms } = event.data;
      return {
        id: orderId,
        customerId: terms.customerId,
        currencyId: terms.currencyId,
        vndPerUsd: terms.vndPerUsd ?? null,
        month: monthBucket(event.metadata.timestamp),
        purchase: isPurchase(terms),
        subtotal: terms.subtotal,
        lines: orderLines(terms),
      };
    }
    case 'OrderRevised': {
      const { orderId: _orderId, ...terms } = event.data;
      return (
        fact && {
          ...fact,
          customerId: terms.customerId,
          currencyId: terms.currencyId,
          vndPerUsd: terms.vndPerUsd ?? null,
          purchase: isPurchase(terms),
          subtotal: terms.subtotal,
          lines: orderLines(terms),
        }
      );
    }
    case 'OrderUnheld':
      return fact && { ...fact, purchase: false };
    case 'OrderDeleted':
      return null;
    case 'OrderInvoiced':
    case 'OrderInvoiceRemoved':
    case 'OrderAddedToShipmentGroup':
      return fact;
    default:
      return unhandled(event);
  }
}

/** A purchase counts its products for its customer and the business, and its subtotal in its month. */
export function orderContributions(fact: OrderFact | null): Contribution[] {
  if (!fact?.purchase) return [];
  const { customerId, currencyId, month } = fact;
  return [
    {
      collection: OVERVIEW_MONTHS,
      id: `${month}:${currencyId}`,
      seed: { month, currencyId },
      amounts: withUsd({ orders: 1, ordered: fact.subtotal }, 'ordered', fact.subtotal, fact),
      daily: month,
    },
    {
      collection: CUSTOMER_PURCHASES,
      id: String(customerId),
      seed: { customerId },
      amounts: { quantity: fact.lines.reduce((sum, line) => sum + line.quantity, 0) },
    },
    ...fact.lines.flatMap(({ productId, productTitle, quantity }): Contribution[] => [
      { collection: CUSTOMER_PRODUCTS, id: `${customerId}:${productId}`, seed: { customerId, productId, productTitle }, amounts: { quantity } },
      { collection: OVERVIEW_PRODUCTS, id: String(productId), seed: { productId, productTitle }, amounts: { quantity } },
    ]),
  ];
}

export function evolvePaymentFact(fact: PaymentFact | null, event: RecordedEvent<PaymentEvent>): PaymentFact | null {
  switch (event.type) {
    case 'PaymentReceived': {
      const { paymentId, customerId, currencyId, amount, paymentDate, vndPerUsd } = event.data;
      return { id: paymentId, customerId, currencyId, vndPerUsd: vndPerUsd ?? null, month: monthBucket(paymentDate), amount };
    }
    case 'PaymentRemovalSettled':
      return null;
    case 'PaymentSettled':
    case 'PaymentRemoved':
    case 'PaymentRemovalAbandoned':
      return fact;
    default:
      return unhandled(event);
  }
}

/** Cash received counts as paid by its customer and collected by the business, in the payment's month. */
export function paymentContributions(fact: PaymentFact | null): Contribution[] {
  if (!fact) return [];
  const { customerId, currencyId, month, amount } = fact;
  return [
    {
      collection: CUSTOMER_MONTHS,
      id: `${customerId}:${currencyId}:${month}`,
      seed: { customerId, currencyId, month },
      amounts: { paid: amount },
      daily: `${customerId}:${month}`,
    },
    {
      collection: OVERVIEW_MONTHS,
      id: `${month}:${currencyId}`,
      seed: { month, currencyId },
      amounts: withUsd({ collected: amount }, 'collected', amount, fact),
      daily: month,
    },
  ];
}

/** Active stock counts its value (US cents) and quantity: in all, and by its purchase month and day (for "business date up to"). */
export const stockContributions = (terms: StockTerms): Contribution[] => {
  const amounts = { stockAmount: terms.quantity * terms.stockPrice, stockQuantity: terms.quantity };
  const day = terms.datePurchased;
  const month = monthBucket(day);
  return [
    { collection: OVERVIEW_STOCK, id: 'stock', seed: {}, amounts, daily: STANDING },
    { collection: OVERVIEW_STOCK_MONTHS, id: month, seed: { month }, amounts, daily: BY_MONTH },
    { collection: OVERVIEW_STOCK_DAYS, id: day, seed: { month, day }, amounts, daily: month },
  ];
};

/** An expense counts in its type and month, and on its day (for "business date up to"). */
export const expenseContributions = (expense: ExpenseDetails): Contribution[] => {
  const day = expense.transactionDate;
  const month = monthBucket(day);
  const amounts = { amount: expense.amount, count: 1 };
  return [
    { collection: OVERVIEW_EXPENSE_MONTHS, id: `${month}:${expense.typeId}`, seed: { month, typeId: expense.typeId }, amounts, daily: month },
    { collection: OVERVIEW_EXPENSE_DAYS, id: day, seed: { month, day }, amounts, daily: month },
  ];
};
