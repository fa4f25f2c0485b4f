import type { Currency } from '../platform/money';
import type { PackageCounts } from '../receiving/package-standing';

/**
 * The customer page's and the overview's figures, kept by the `dashboards` projection as invoices,
 * payments, orders, stock and expenses happen, so a dashboard reads a few documents however long
 * the history. Money is in minor units of the currency named beside it; dong and dollars are never
 * added together.
 */

/** One customer's invoiced and paid amounts in one currency and year/month ('YYYY/MM'). */
export interface CustomerMonthView {
  id: string;
  customerId: number;
  currencyId: Currency;
  month: string;
  invoiced: number;
  paid: number;
}

/** What one customer bought of one product (Regular and Preorder orders). */
export interface PurchasedProductView {
  id: string;
  productId: number;
  productTitle: string;
  quantity: number;
}

export interface CustomerPurchaseView extends PurchasedProductView {
  customerId: number;
}

/** One slice of the customer's pie chart: a product, or every other product together (`productId` null). */
export interface PurchaseSlice {
  productId: number | null;
  productTitle: string | null;
  quantity: number;
}

/**
 * The customer page's dashboard in one reply; as of a past day (`asOf`), its months as they stood at
 * that day's end. Rankings are kept as they stand, not by day: as of a past day they are null.
 */
export interface CustomerDashboard {
  customerId: number;
  asOf: string | null;
  months: CustomerMonthView[];
  topProducts: CustomerPurchaseView[] | null;
  /** Quantity by product: the largest products and, if any, the rest as one slice. */
  slices: PurchaseSlice[] | null;
  /** Their packages by state, pre-alerts still expected included (as of `asOf` when given). */
  packages: PackageCounts;
}

/** The whole business in one currency and year/month. */
export interface OverviewMonthView {
  id: string;
  month: string;
  currencyId: Currency;
  invoiced: number;
  collected: number;
  /** Orders placed (Regular and Preorder) and their subtotal. */
  orders: number;
  ordered: number;
}

/**
 * One month of the whole business in US dollars (cents), never a silent sum of two currencies: each
 * invoice, payment and order is converted at the rate kept on its record (the rate in force on its
 * date), then summed. Records from before rates were dated keep none: they count at the first rate,
 * the one every record was converted at then.
 */
export interface OverviewCombinedMonthView {
  month: string;
  invoiced: number;
  collected: number;
  ordered: number;
}

/** Expenses (US cents) of one type in one year/month. */
export interface OverviewExpenseMonthView {
  id: string;
  month: string;
  typeId: number;
  amount: number;
  count: number;
}

/** What a customer was invoiced in one currency, all time. */
export interface OverviewCustomerView {
  id: string;
  customerId: number;
  currencyId: Currency;
  invoiced: number;
}

/** Active stock: its value (US cents, price times quantity) and quantity. */
export interface OverviewStockView {
  id: 'stock';
  stockAmount: number;
  stockQuantity: number;
}

/**
 * Stock by its own date (purchased), for the overview's "business date up to": one document per
 * month (`id` the month) and one per day (`id` the day), so a date reads the months before its own and
 * the days of its own month.
 */
export interface OverviewStockDatedView {
  id: string;
  month: string;
  day?: string;
  stockAmount: number;
  stockQuantity: number;
}

/** Expenses by their own date (transaction date), one document per day, for the days of the month a "business date up to" falls in. */
export interface OverviewExpenseDayView {
  id: string;
  month: string;
  day: string;
  amount: number;
  count: number;
}

/** What is owed in one currency now: the amount due of every open invoice. */
export interface OverviewReceivablesView {
  id: Currency;
  outstanding: number;
  openInvoices: number;
}

/**
 * The overview dashboard for a range of months. The spec's figures: stockAmount and totalStock
 * (value and quantity of active stock), expenseAmount and totalExpense (sum and count of the range's
 * expenses), totalAmount (stock value minus the range's expenses, as the vendor balance). As of a
 * past day (`asOf`) every figure is as it stood at that day's end, but the rankings (null): they are
 * all-time totals kept as they stand, not by day.
 */
export interface OverviewDashboard {
  from: string;
  to: string;
  asOf: string | null;
  /** The business date the figures stop at: stock purchased and expenses paid on or before it (null: every date). */
  datedTo: string | null;
  stockAmount: number;
  totalStock: number;
  expenseAmount: number;
  totalExpense: number;
  totalAmount: number;
  months: OverviewMonthView[];
  /** The same months in US dollars, at each record's rate. */
  combined: OverviewCombinedMonthView[];
  /** By type and month; the screen names the types (expense type options) in the reader's language. */
  expenses: OverviewExpenseMonthView[];
  receivables: OverviewReceivablesView[];
  topProducts: PurchasedProductView[] | null;
  topCustomers: (OverviewCustomerView & { customerLabel: string | null })[] | null;
  /** The warehouse's packages by state, unknown ones and pre-alerts still expected included (as of `asOf` when given). */
  packages: PackageCounts;
}

/** How many products the rankings show, and how many slices the customer's pie has (the spec's 7 colours). */
export const TOP_RANKED = 5;
export const PIE_SLICES = 7;
/** The longest range the overview reads (months), so a request's cost stays bounded. */
export const OVERVIEW_MAX_MONTHS = 120;
