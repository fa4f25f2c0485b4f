import { Inject, Injectable } from '@nestjs/common';
import {
  convertMoney,
  packageCountsOf,
  type PackageCounts,
  customerLabel,
  monthBucket,
  notFound,
  OVERVIEW_MAX_MONTHS,
  PIE_SLICES,
  TOP_RANKED,
  type CustomerDashboard,
  type CustomerDashboardQuery,
  type CustomerMonthView,
  type CustomerPurchaseView,
  type CustomerView,
  type OverviewCombinedMonthView,
  type OverviewCustomerView,
  type OverviewDashboard,
  type OverviewExpenseMonthView,
  type OverviewMonthView,
  type OverviewQuery,
  type OverviewReceivablesView,
  type OverviewStockView,
  type OverviewStockDatedView,
  type OverviewExpenseDayView,
  type PurchasedProductView,
} from '@cargo/contracts';
import {
  COMBINED_FIGURES,
  CUSTOMER_MONTHS,
  CUSTOMER_PACKAGES,
  OVERVIEW_PACKAGES,
  CUSTOMER_PRODUCTS,
  CUSTOMER_PURCHASES,
  CUSTOMERS,
  DASHBOARD_FIGURE_DAYS,
  figureGroup,
  OVERVIEW_CUSTOMERS,
  OVERVIEW_EXPENSE_MONTHS,
  OVERVIEW_MONTHS,
  OVERVIEW_PRODUCTS,
  OVERVIEW_RECEIVABLES,
  OVERVIEW_STOCK,
  OVERVIEW_STOCK_DAYS,
  OVERVIEW_STOCK_MONTHS,
  OVERVIEW_EXPENSE_DAYS,
  BY_MONTH,
  STANDING,
  valueOnDay,
  type CombinedAmounts,
  type Doc,
  type ReadStore,
} from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';
import { ExchangeRates } from '../settings/public';

/** A figure document as stored: an amount no fact contributed to is absent (read as 0). */
type Stored<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A month of the overview as stored: its amounts, in its currency and in US dollars. */
type StoredMonth = Stored<OverviewMonthView, 'invoiced' | 'collected' | 'orders' | 'ordered'> & CombinedAmounts;

/** The overview's figures other than its rankings, as they stand or stood. */
interface OverviewFigures {
  monthRows: StoredMonth[];
  expenses: OverviewExpenseMonthView[];
  stock: OverviewStockView | null;
  receivables: Stored<OverviewReceivablesView, 'outstanding' | 'openInvoices'>[];
  packages: Partial<PackageCounts> | null | undefined;
}

/** How many months the customer's line chart draws. */
const CUSTOMER_CHART_MONTHS = 24;
const byQuantityThenTitle = { quantity: -1, productTitle: 1 } as const;

/** 'YYYY-MM-DD' moved by whole months (day 1), for the overview's default range. */
function monthsBefore(isoDate: string, months: number): string {
  const date = new Date(`${isoDate.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** Every month ('YYYY/MM') from `from`'s to `to`'s (a month before -1 is the next one). */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to; month = monthsBefore(month, -1)) months.push(monthBucket(month));
  return months;
}

/** Only a day before today reads the past; today or later reads the figures as they stand. */
const pastDay = (asOf: string | null | undefined, today: string) => (asOf && asOf < today ? asOf : null);

/**
 * The customer page's and the overview's dashboards: documents the `dashboards` projection keeps,
 * read by key and through indexes, so a dashboard costs the same however long the history. As of a
 * past day, each figure group (a month's, the stock's, the receivables') is read as it stood at that
 * day's end: one indexed read per group, however many days and events came after.
 */
@Injectable()
export class DashboardQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly rates: ExchangeRates,
  ) {}

  async customer(customerId: number, query: CustomerDashboardQuery, today: string): Promise<CustomerDashboard> {
    const customer = await this.store.get<CustomerView>(CUSTOMERS, String(customerId));
    if (!customer) throw notFound('customers.customerNotFound');
    const asOf = pastDay(query.asOf, today);
    if (asOf) {
      const months = monthsBetween(monthsBefore(asOf, CUSTOMER_CHART_MONTHS - 1), asOf);
      const [rows, [packages]] = await Promise.all([
        this.figuresOn<Stored<CustomerMonthView, 'invoiced' | 'paid'>>(
          months.map((month) => figureGroup(CUSTOMER_MONTHS, `${customerId}:${month}`)),
          asOf,
        ),
        this.figuresOn<Partial<PackageCounts> & { id: string }>([figureGroup(CUSTOMER_PACKAGES, String(customerId))], asOf),
      ]);
      return {
        customerId,
        asOf,
        months: rows.map((row) => ({ invoiced: 0, paid: 0, ...row })),
        topProducts: null,
        slices: null,
        packages: packageCountsOf(packages),
      };
    }
    const [recentMonths, ranked, purchases, packages] = await Promise.all([
      this.store.find<Stored<CustomerMonthView, 'invoiced' | 'paid'>>(
        CUSTOMER_MONTHS,
        { customerId },
        { sort: { month: -1 }, limit: CUSTOMER_CHART_MONTHS * 2 },
      ),
      this.store.find<CustomerPurchaseView>(
        CUSTOMER_PRODUCTS,
        { customerId, quantity: { $gt: 0 } },
        { sort: byQuantityThenTitle, limit: Math.max(TOP_RANKED, PIE_SLICES) },
      ),
      this.store.get<{ quantity: number }>(CUSTOMER_PURCHASES, String(customerId)),
      this.store.get<Partial<PackageCounts>>(CUSTOMER_PACKAGES, String(customerId)),
    ]);
    // Six products and the rest as the seventh slice; seven products when there are no more.
    const total = purchases?.quantity ?? 0;
    const allFit = ranked.length <= PIE_SLICES && ranked.reduce((sum, row) => sum + row.quantity, 0) === total;
    const shown = allFit ? ranked : ranked.slice(0, PIE_SLICES - 1);
    const rest = total - shown.reduce((sum, row) => sum + row.quantity, 0);
    return {
      customerId,
      asOf: null,
      months: recentMonths.reverse().map((row) => ({ invoiced: 0, paid: 0, ...row })),
      topProducts: ranked.slice(0, TOP_RANKED),
      slices: [
        ...shown.map(({ productId, productTitle, quantity }) => ({ productId, productTitle, quantity })),
        ...(rest > 0 ? [{ productId: null, productTitle: null, quantity: rest }] : []),
      ],
      packages: packageCountsOf(packages),
    };
  }

  /**
   * The range's months (at most `OVERVIEW_MAX_MONTHS`), and the standing figures: stock, receivables,
   * rankings; as of a past day, as they stood at its end (the rankings are not kept by day: null).
   */
  async overview(query: OverviewQuery, today: string): Promise<OverviewDashboard> {
    const asOf = pastDay(query.asOf, today);
    const to = query.to ?? asOf ?? today;
    const asked = query.from ?? monthsBefore(to, 11);
    const earliest = monthsBefore(to, OVERVIEW_MAX_MONTHS - 1);
    const from = asked < earliest ? earliest : asked;
    const datedTo = query.datedTo ?? null;
    const [figures, rankings, dated] = await Promise.all([
      asOf ? this.overviewFiguresOn(from, to, asOf) : this.overviewFigures(from, to),
      asOf ? null : this.rankings(),
      datedTo ? this.datedFigures(datedTo, asOf) : null,
    ]);
    const { monthRows, expenses, stock, receivables, packages } = figures;
    const cards = dated ? datedCards(expenses, dated, { from, to, datedTo: datedTo! }) : { stock: stock ?? { stockAmount: 0, stockQuantity: 0 }, expenses };
    const expenseAmount = cards.expenses.reduce((sum, row) => sum + row.amount, 0);
    const stockAmount = cards.stock.stockAmount;
    return {
      from,
      to,
      asOf,
      datedTo,
      stockAmount,
      totalStock: cards.stock.stockQuantity,
      expenseAmount,
      totalExpense: cards.expenses.reduce((sum, row) => sum + row.count, 0),
      totalAmount: stockAmount - expenseAmount,
      months: monthRows.map(({ id, month, currencyId, invoiced = 0, collected = 0, orders = 0, ordered = 0 }) => ({
        id,
        month,
        currencyId,
        invoiced,
        collected,
        orders,
        ordered,
      })),
      combined: await this.combined(monthRows),
      expenses,
      receivables: receivables.map((row) => ({ outstanding: 0, openInvoices: 0, ...row })),
      topProducts: rankings?.topProducts ?? null,
      topCustomers: rankings?.topCustomers ?? null,
      packages: packageCountsOf(packages),
    };
  }

  /**
   * The months in US dollars: each month's amounts at its records' own rates, and dong from before
   * rates were dated at the first rate (what every record was converted at then).
   */
  private async combined(rows: readonly StoredMonth[]): Promise<OverviewCombinedMonthView[]> {
    const unrated = rows.some((row) => COMBINED_FIGURES.some((figure) => row[`${figure}Unrated`]));
    const firstRate = unrated ? await this.rates.first() : 0;
    const months = new Map<string, OverviewCombinedMonthView>();
    for (const row of rows) {
      let month = months.get(row.month);
      if (!month) months.set(row.month, (month = { month: row.month, invoiced: 0, collected: 0, ordered: 0 }));
      for (const figure of COMBINED_FIGURES) {
        const dong = row[`${figure}Unrated`] ?? 0;
        month[figure] += (row[`${figure}InUsd`] ?? 0) + (dong === 0 ? 0 : convertMoney(dong, 'VietDong', 'UsDollar', firstRate));
      }
    }
    return [...months.values()];
  }

  private async overviewFigures(from: string, to: string): Promise<OverviewFigures> {
    const months = { $gte: monthBucket(from), $lte: monthBucket(to) };
    const [monthRows, expenses, stock, receivables, packages] = await Promise.all([
      this.store.find<StoredMonth>(OVERVIEW_MONTHS, { month: months }, { sort: { month: 1 } }),
      this.store.find<OverviewExpenseMonthView>(OVERVIEW_EXPENSE_MONTHS, { month: months }, { sort: { month: 1 } }),
      this.store.get<OverviewStockView>(OVERVIEW_STOCK, 'stock'),
      this.store.find<Stored<OverviewReceivablesView, 'outstanding' | 'openInvoices'>>(OVERVIEW_RECEIVABLES, {}, { sort: { id: 1 } }),
      this.store.get<Partial<PackageCounts>>(OVERVIEW_PACKAGES, 'packages'),
    ]);
    return { monthRows, expenses, stock, receivables, packages };
  }

  private async overviewFiguresOn(from: string, to: string, asOf: string): Promise<OverviewFigures> {
    const months = monthsBetween(from, to);
    const [monthRows, expenses, [stock], receivables, [packages]] = await Promise.all([
      this.figuresOn<StoredMonth>(
        months.map((month) => figureGroup(OVERVIEW_MONTHS, month)),
        asOf,
      ),
      this.figuresOn<OverviewExpenseMonthView>(
        months.map((month) => figureGroup(OVERVIEW_EXPENSE_MONTHS, month)),
        asOf,
      ),
      this.figuresOn<OverviewStockView>([figureGroup(OVERVIEW_STOCK, STANDING)], asOf),
      this.figuresOn<Stored<OverviewReceivablesView, 'outstanding' | 'openInvoices'>>([figureGroup(OVERVIEW_RECEIVABLES, STANDING)], asOf),
      this.figuresOn<Partial<PackageCounts> & { id: string }>([figureGroup(OVERVIEW_PACKAGES, STANDING)], asOf),
    ]);
    return { monthRows, expenses, stock: stock ?? null, receivables, packages };
  }

  /**
   * Stock and expenses by their own dates, for a business date: the stock of the months before its
   * month and of its month's days up to it, and the expenses of its month's days up to it (the months
   * before come from the range's months). As recorded by `asOf` when given. At most a dozen month
   * documents a year and 31 day documents are read.
   */
  private async datedFigures(datedTo: string, asOf: string | null): Promise<DatedFigures> {
    const month = monthBucket(datedTo);
    const upTo = <T extends { day?: string }>(rows: T[]) => rows.filter((row) => row.day! <= datedTo);
    if (asOf) {
      const [stockMonths, stockDays, expenseDays] = await Promise.all([
        this.figuresOn<OverviewStockDatedView>([figureGroup(OVERVIEW_STOCK_MONTHS, BY_MONTH)], asOf),
        this.figuresOn<OverviewStockDatedView>([figureGroup(OVERVIEW_STOCK_DAYS, month)], asOf),
        this.figuresOn<OverviewExpenseDayView>([figureGroup(OVERVIEW_EXPENSE_DAYS, month)], asOf),
      ]);
      return { month, stock: [...stockMonths.filter((row) => row.month < month), ...upTo(stockDays)], expenseDays: upTo(expenseDays) };
    }
    const [stockMonths, stockDays, expenseDays] = await Promise.all([
      this.store.find<OverviewStockDatedView>(OVERVIEW_STOCK_MONTHS, { month: { $lt: month } }),
      this.store.find<OverviewStockDatedView>(OVERVIEW_STOCK_DAYS, { month, day: { $lte: datedTo } }),
      this.store.find<OverviewExpenseDayView>(OVERVIEW_EXPENSE_DAYS, { month, day: { $lte: datedTo } }),
    ]);
    return { month, stock: [...stockMonths, ...stockDays], expenseDays };
  }

  /**
   * The figures of each group as they stood at the end of `day`, in the groups' order, then by id in
   * the stores' order (code units, as the live reads sort), not the locale's.
   */
  private async figuresOn<T extends Doc & { id: string }>(groups: readonly string[], day: string): Promise<T[]> {
    const kept = await Promise.all(groups.map((group) => valueOnDay<Record<string, T>>(this.store, DASHBOARD_FIGURE_DAYS, group, day)));
    return kept.flatMap((figures) => Object.values(figures ?? {}).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
  }

  private async rankings(): Promise<Pick<OverviewDashboard, 'topProducts' | 'topCustomers'>> {
    const [topProducts, dollarCustomers, dongCustomers] = await Promise.all([
      this.store.find<PurchasedProductView>(OVERVIEW_PRODUCTS, { quantity: { $gt: 0 } }, { sort: byQuantityThenTitle, limit: TOP_RANKED }),
      this.topCustomers('UsDollar'),
      this.topCustomers('VietDong'),
    ]);
    const customers = await this.store.getMany(CUSTOMERS, [...new Set([...dollarCustomers, ...dongCustomers].map((row) => String(row.customerId)))]);
    return {
      topProducts,
      topCustomers: [...dollarCustomers, ...dongCustomers].map((row) => {
        const customer = customers.get(String(row.customerId)) as CustomerView | undefined;
        return { ...row, customerLabel: customer ? customerLabel(customer) : null };
      }),
    };
  }

  private topCustomers(currencyId: OverviewCustomerView['currencyId']): Promise<OverviewCustomerView[]> {
    return this.store.find<OverviewCustomerView>(OVERVIEW_CUSTOMERS, { currencyId, invoiced: { $gt: 0 } }, { sort: { invoiced: -1 }, limit: TOP_RANKED });
  }
}

/** Stock and expenses by their own dates up to a business date (`datedFigures`). */
interface DatedFigures {
  month: string;
  stock: OverviewStockDatedView[];
  expenseDays: OverviewExpenseDayView[];
}

/**
 * The overview's cards for a business date: the stock dated up to it, and of the range's expenses
 * those dated up to it (its month's by day, the months before by month; none after).
 */
function datedCards(rangeExpenses: readonly OverviewExpenseMonthView[], dated: DatedFigures, range: { from: string; to: string; datedTo: string }) {
  const stock = {
    stockAmount: dated.stock.reduce((sum, row) => sum + row.stockAmount, 0),
    stockQuantity: dated.stock.reduce((sum, row) => sum + row.stockQuantity, 0),
  };
  const inRange = monthBucket(range.from) <= dated.month && dated.month <= monthBucket(range.to);
  const expenses = [...rangeExpenses.filter((row) => row.month < dated.month), ...(inRange ? dated.expenseDays : [])];
  return { stock, expenses };
}
