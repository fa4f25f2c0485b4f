import fc from 'fast-check';
import type { Currency, DomainEvent, ExpenseDetails, InvoiceLine, InvoiceRecord, OrderTerms, StockTerms } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { dayOf, type DayValue } from '../platform/kept-by-day';
import type { Doc } from '../platform/read-store.port';
import { DASHBOARD_FIGURE_DAYS } from './contributions';
import { dashboardsProjection } from './dashboards.projection';
import {
  CUSTOMER_MONTHS,
  CUSTOMER_PRODUCTS,
  CUSTOMER_PURCHASES,
  OVERVIEW_CUSTOMERS,
  OVERVIEW_EXPENSE_DAYS,
  OVERVIEW_EXPENSE_MONTHS,
  OVERVIEW_MONTHS,
  OVERVIEW_PRODUCTS,
  OVERVIEW_RECEIVABLES,
  OVERVIEW_STOCK,
  OVERVIEW_STOCK_DAYS,
  OVERVIEW_STOCK_MONTHS,
} from './facts';

const invoice = (customerId: number, currencyId: Currency, invoiceDate: string): InvoiceRecord => ({
  typeId: 'General',
  customerId,
  associatedId: null,
  mtlTracking: '',
  currencyId,
  invoiceDate,
  description: '',
  boxCasePallet: '',
  weight: null,
});
const line = (id: number, quantity: number, unitPrice: number): InvoiceLine => ({ id, name: `line ${id}`, quantity, unitPrice, caseQuantity: null });
const order = (
  customerId: number,
  typeId: OrderTerms['typeId'],
  lines: [productId: number, quantity: number][],
  currencyId: Currency = 'UsDollar',
): OrderTerms => ({
  customerId,
  typeId,
  lines: lines.map(([productId, quantity]) => ({
    productId,
    productTitle: `Product ${productId}`,
    pictureId: null,
    warehouseId: 'US',
    quantity,
    unitPrice: 100,
    serviceFee: 0,
    caseQuantity: 0,
  })),
  subtotal: lines.reduce((sum, [, quantity]) => sum + quantity * 100, 0),
  deliveryFee: 0,
  vatFee: 0,
  currencyId,
  deliveryAddressId: null,
  paymentInfo: null,
});
const lot = (quantity: number, stockPrice: number): StockTerms => ({
  quantity,
  stockPrice,
  vendorId: 1,
  datePurchased: '2026-10-01',
  expDate: null,
  updateQuantity: true,
});
const expense = (typeId: number, amount: number, transactionDate: string): ExpenseDetails => ({
  typeId,
  vendorId: 1,
  paymentMethodId: 1,
  transactionDate,
  description: '',
  amount,
  expenseDetails: [],
});

const currency = fc.constantFrom<Currency>('UsDollar', 'VietDong');
const month = fc.constantFrom('2026-09-10', '2026-10-10', '2026-11-10');
const step = fc.oneof(
  fc.record({ kind: fc.constant('stock' as const), pick: fc.nat(), quantity: fc.integer({ min: 0, max: 20 }), price: fc.integer({ min: 0, max: 5000 }) }),
  fc.record({ kind: fc.constant('expense' as const), typeId: fc.integer({ min: 1, max: 3 }), amount: fc.integer({ min: -5000, max: 50_000 }), date: month }),
  fc.record({ kind: fc.constant('invoice' as const), customerId: fc.integer({ min: 1, max: 3 }), currency, date: month }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), customerId: fc.integer({ min: 1, max: 3 }), currency, date: month }),
  fc.record({
    kind: fc.constant('line' as const),
    pick: fc.nat(),
    quantity: fc.integer({ min: 0, max: 500 }).map((n) => n / 100),
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
  }),
  fc.record({ kind: fc.constant('toggle' as const), pick: fc.nat(), linePick: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), cash: fc.nat(50_000) }),
  fc.record({ kind: fc.constant('deleteInvoice' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('order' as const),
    customerId: fc.integer({ min: 1, max: 3 }),
    typeId: fc.constantFrom<OrderTerms['typeId']>('Regular', 'Preorder', 'PlaceHolder'),
    lines: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 })), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    kind: fc.constant('revise' as const),
    pick: fc.nat(),
    customerId: fc.integer({ min: 1, max: 3 }),
    typeId: fc.constantFrom<OrderTerms['typeId']>('Regular', 'Preorder', 'PlaceHolder'),
    lines: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 9 })), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('deleteOrder' as const), pick: fc.nat() }),
);

type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** Random invoices, payments, orders, stock and expenses: the events, and the records as they end. */
function simulate(steps: Step[]) {
  type Invoice = { record: InvoiceRecord; lines: Map<number, { line: InvoiceLine; active: boolean }>; paid: number };
  const invoices = new Map<number, Invoice>();
  const orders = new Map<number, OrderTerms>();
  const payments: { customerId: number; currencyId: Currency; month: string; amount: number }[] = [];
  const events: DomainEvent[] = [];
  let nextId = 1;
  const pick = <T>(map: Map<number, T>, n: number) => [...map.keys()][n % map.size];
  const stock = new Map<number, StockTerms>();
  for (const s of steps) {
    if (s.kind === 'stock') {
      const stockId = stock.size > 0 && s.pick % 2 === 0 ? pick(stock, s.pick) : nextId++;
      const before = stock.get(stockId);
      const after = lot(s.quantity, s.price);
      stock.set(stockId, after);
      events.push(
        before
          ? { type: 'StockUpdated', data: { productId: 1, stockId, before, after, usQuantityChange: after.quantity - before.quantity } }
          : { type: 'StockAdded', data: { productId: 1, stockId, stock: after, usQuantityChange: after.quantity } },
      );
    } else if (s.kind === 'expense') {
      events.push({ type: 'ExpenseRecorded', data: { expenseId: nextId++, expense: expense(s.typeId, s.amount, s.date) } });
    } else if (s.kind === 'invoice') {
      const record = invoice(s.customerId, s.currency, s.date);
      invoices.set(nextId, { record, lines: new Map(), paid: 0 });
      events.push({ type: 'InvoiceCreated', data: { invoiceId: nextId++, invoice: record } });
    } else if (s.kind === 'order') {
      const terms = order(s.customerId, s.typeId, s.lines);
      orders.set(nextId, terms);
      events.push({ type: 'OrderPlaced', data: { orderId: nextId++, ...terms } });
    } else if ((s.kind === 'revise' || s.kind === 'deleteOrder') && orders.size > 0) {
      const orderId = pick(orders, s.pick);
      if (s.kind === 'deleteOrder') {
        orders.delete(orderId);
        events.push({ type: 'OrderDeleted', data: { orderId } });
      } else {
        const terms = order(s.customerId, s.typeId, s.lines);
        orders.set(orderId, terms);
        events.push({ type: 'OrderRevised', data: { orderId, ...terms } });
      }
    } else if (invoices.size > 0 && (s.kind === 'move' || s.kind === 'line' || s.kind === 'toggle' || s.kind === 'pay' || s.kind === 'deleteInvoice')) {
      const invoiceId = pick(invoices, s.pick);
      const current = invoices.get(invoiceId)!;
      const total = () =>
        [...current.lines.values()].reduce(
          (sum, { line: l, active }) => sum + (active ? Math.round((Math.round(l.quantity * 100) * l.unitPrice) / 100) : 0),
          0,
        );
      if (s.kind === 'move') {
        const after = invoice(s.customerId, s.currency, s.date);
        events.push({ type: 'InvoiceUpdated', data: { invoiceId, before: current.record, after } });
        current.record = after;
      } else if (s.kind === 'line') {
        const added = line(current.lines.size + 1, s.quantity, s.unitPrice);
        current.lines.set(added.id, { line: added, active: true });
        events.push({ type: 'InvoiceLinesAdded', data: { invoiceId, lines: [added] } });
      } else if (s.kind === 'toggle' && current.lines.size > 0) {
        const lineId = pick(current.lines, s.linePick);
        const entry = current.lines.get(lineId)!;
        entry.active = !entry.active;
        events.push({ type: entry.active ? 'InvoiceLineRestored' : 'InvoiceLineRemoved', data: { invoiceId, lineId } });
      } else if (s.kind === 'pay') {
        const cash = Math.min(s.cash, total() - current.paid);
        if (cash <= 0) continue;
        current.paid += cash;
        const paymentId = nextId++;
        const { customerId, currencyId } = current.record;
        payments.push({ customerId, currencyId, month: '2026/11', amount: cash });
        events.push({
          type: 'PaymentReceived',
          data: { paymentId, customerId, currencyId, amount: cash, creditToUse: 0, invoiceIds: [invoiceId], paymentDate: '2026-11-20', typeId: 1 },
        });
        events.push({ type: 'PaymentApplied', data: { invoiceId, paymentId, currencyId, cash, credit: 0, paymentDate: '2026-11-20' } });
      } else if (s.kind === 'deleteInvoice' && current.paid === 0) {
        invoices.delete(invoiceId);
        events.push({ type: 'InvoiceDeleted', data: { invoiceId, invoice: current.record } });
      }
    }
  }
  return { events, invoices, orders, payments };
}

describe('dashboards projection', () => {
  it('given invoices with lines changed, removed and paid, a payment received then removed, the customer and overview months hold what stands', () => {
    const documents = project(
      dashboardsProjection,
      recorded([
        { type: 'InvoiceCreated', data: { invoiceId: 1, invoice: invoice(7, 'UsDollar', '2026-10-05') } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 1, lines: [line(1, 2, 1000), line(2, 1.5, 300)] } },
        { type: 'InvoiceLineChanged', data: { invoiceId: 1, line: line(1, 3, 1000) } },
        { type: 'InvoiceLineRemoved', data: { invoiceId: 1, lineId: 2 } },
        { type: 'PaymentApplied', data: { invoiceId: 1, paymentId: 1, currencyId: 'UsDollar', cash: 1000, credit: 500, paymentDate: '2026-11-02' } },
        { type: 'InvoiceCreated', data: { invoiceId: 2, invoice: invoice(7, 'VietDong', '2026-11-05') } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 2, lines: [line(1, 1, 250_000)] } },
        // Moved to November: its total leaves October.
        { type: 'InvoiceUpdated', data: { invoiceId: 1, before: invoice(7, 'UsDollar', '2026-10-05'), after: invoice(7, 'UsDollar', '2026-11-01') } },
        {
          type: 'PaymentReceived',
          data: { paymentId: 1, customerId: 7, currencyId: 'UsDollar', amount: 1000, creditToUse: 500, invoiceIds: [1], paymentDate: '2026-11-02', typeId: 1 },
        },
        {
          type: 'PaymentReceived',
          data: { paymentId: 2, customerId: 7, currencyId: 'UsDollar', amount: 700, creditToUse: 0, invoiceIds: [], paymentDate: '2026-11-03', typeId: 1 },
        },
        { type: 'PaymentRemoved', data: { paymentId: 2 } },
        { type: 'PaymentRemovalSettled', data: { paymentId: 2 } },
      ]),
    );
    expect(documents.get(`${CUSTOMER_MONTHS}/7:UsDollar:2026/10`)).toBeUndefined();
    expect(documents.get(`${CUSTOMER_MONTHS}/7:UsDollar:2026/11`)).toMatchObject({ customerId: 7, month: '2026/11', invoiced: 3000, paid: 1000 });
    expect(documents.get(`${CUSTOMER_MONTHS}/7:VietDong:2026/11`)).toMatchObject({ invoiced: 250_000 });
    expect(documents.get(`${OVERVIEW_MONTHS}/2026/11:UsDollar`)).toMatchObject({ invoiced: 3000, collected: 1000 });
    expect(documents.get(`${OVERVIEW_RECEIVABLES}/UsDollar`)).toEqual({ id: 'UsDollar', outstanding: 1500, openInvoices: 1 });
    expect(documents.get(`${OVERVIEW_RECEIVABLES}/VietDong`)).toEqual({ id: 'VietDong', outstanding: 250_000, openInvoices: 1 });
    expect(documents.get(`${OVERVIEW_CUSTOMERS}/7:UsDollar`)).toMatchObject({ invoiced: 3000 });
  });

  it('given dong invoices, payments and orders at their kept rates, and dollar ones, the months count each in US dollars at its own rate; dong from before rates were dated is kept apart', () => {
    const rated = (record: InvoiceRecord, vndPerUsd: number): InvoiceRecord => ({ ...record, vndPerUsd });
    const documents = project(
      dashboardsProjection,
      recorded([
        // 2,500,000 dong at 25,000 a dollar: 100 dollars.
        { type: 'InvoiceCreated', data: { invoiceId: 1, invoice: rated(invoice(7, 'VietDong', '2026-11-05'), 25_000) } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 1, lines: [line(1, 1, 2_500_000)] } },
        { type: 'InvoiceCreated', data: { invoiceId: 2, invoice: invoice(7, 'UsDollar', '2026-11-06') } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 2, lines: [line(1, 1, 3000)] } },
        // Recorded before rates were dated: no rate of its own.
        { type: 'InvoiceCreated', data: { invoiceId: 3, invoice: invoice(8, 'VietDong', '2026-11-07') } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 3, lines: [line(1, 1, 260_000)] } },
        {
          type: 'PaymentReceived',
          data: {
            paymentId: 1,
            customerId: 7,
            currencyId: 'VietDong',
            amount: 500_000,
            creditToUse: 0,
            invoiceIds: [1],
            paymentDate: '2026-11-08',
            typeId: 1,
            vndPerUsd: 25_000,
          },
        },
        { type: 'OrderPlaced', data: { orderId: 1, ...order(7, 'Regular', [[1, 5]], 'VietDong'), subtotal: 1_300_000, vndPerUsd: 26_000 } },
      ]),
    );
    expect(documents.get(`${OVERVIEW_MONTHS}/2026/11:VietDong`)).toMatchObject({
      invoiced: 2_760_000,
      invoicedInUsd: 10_000,
      invoicedUnrated: 260_000,
      collected: 500_000,
      collectedInUsd: 2000,
      ordered: 1_300_000,
      orderedInUsd: 5000,
    });
    expect(documents.get(`${OVERVIEW_MONTHS}/2026/11:UsDollar`)).toMatchObject({ invoiced: 3000, invoicedInUsd: 3000 });

    // Its date moved to December, the invoice took that day's rate: November gives back what it counted at the old one.
    const moved = project(
      dashboardsProjection,
      recorded([
        { type: 'InvoiceCreated', data: { invoiceId: 1, invoice: rated(invoice(7, 'VietDong', '2026-11-05'), 25_000) } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 1, lines: [line(1, 1, 2_500_000)] } },
        { type: 'InvoiceCreated', data: { invoiceId: 2, invoice: rated(invoice(7, 'VietDong', '2026-11-06'), 25_000) } },
        { type: 'InvoiceLinesAdded', data: { invoiceId: 2, lines: [line(1, 1, 250_000)] } },
        {
          type: 'InvoiceUpdated',
          data: { invoiceId: 1, before: rated(invoice(7, 'VietDong', '2026-11-05'), 25_000), after: rated(invoice(7, 'VietDong', '2026-12-01'), 20_000) },
        },
      ]),
    );
    expect(moved.get(`${OVERVIEW_MONTHS}/2026/11:VietDong`)).toMatchObject({ invoiced: 250_000, invoicedInUsd: 1000 });
    expect(moved.get(`${OVERVIEW_MONTHS}/2026/12:VietDong`)).toMatchObject({ invoiced: 2_500_000, invoicedInUsd: 12_500 });
  });

  it('given orders placed, revised to other products, unheld and deleted, purchases count only Regular and Preorder orders as they stand', () => {
    const documents = project(
      dashboardsProjection,
      recorded([
        {
          type: 'OrderPlaced',
          data: {
            orderId: 1,
            ...order(7, 'Regular', [
              [1, 5],
              [2, 2],
            ]),
          },
        },
        {
          type: 'OrderRevised',
          data: {
            orderId: 1,
            ...order(7, 'Regular', [
              [2, 3],
              [3, 1],
            ]),
          },
        },
        { type: 'OrderPlaced', data: { orderId: 2, ...order(7, 'Preorder', [[3, 4]]) } },
        { type: 'OrderPlaced', data: { orderId: 3, ...order(7, 'PlaceHolder', [[1, 9]]) } },
        { type: 'OrderUnheld', data: { orderId: 3, warehouseId: 'US' } },
        { type: 'OrderPlaced', data: { orderId: 4, ...order(8, 'Regular', [[1, 6]]) } },
        { type: 'OrderDeleted', data: { orderId: 4 } },
      ]),
    );
    expect(documents.get(`${CUSTOMER_PRODUCTS}/7:1`)).toBeUndefined();
    expect(documents.get(`${CUSTOMER_PRODUCTS}/7:2`)).toMatchObject({ quantity: 3, productTitle: 'Product 2' });
    expect(documents.get(`${CUSTOMER_PRODUCTS}/7:3`)).toMatchObject({ quantity: 5 });
    expect(documents.get(`${CUSTOMER_PURCHASES}/7`)).toMatchObject({ quantity: 8 });
    expect(documents.get(`${OVERVIEW_PRODUCTS}/1`)).toBeUndefined();
    expect(documents.get(`${OVERVIEW_MONTHS}/2026/11:UsDollar`)).toMatchObject({ orders: 2, ordered: 800 });
  });

  it('given stock and expenses added, changed and removed, stock value and expenses by type and month follow', () => {
    const documents = project(
      dashboardsProjection,
      recorded([
        { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot(10, 250), usQuantityChange: 10 } },
        { type: 'StockAdded', data: { productId: 2, stockId: 2, stock: lot(4, 1000), usQuantityChange: 4 } },
        { type: 'StockUpdated', data: { productId: 1, stockId: 1, before: lot(10, 250), after: lot(8, 300), usQuantityChange: -2 } },
        { type: 'StockRemoved', data: { productId: 2, stockId: 2, stock: lot(4, 1000), usQuantityChange: -4 } },
        { type: 'ExpenseRecorded', data: { expenseId: 1, expense: expense(1, 4500, '2026-10-02') } },
        { type: 'ExpenseRecorded', data: { expenseId: 2, expense: expense(1, -1200, '2026-10-09') } },
        { type: 'ExpenseUpdated', data: { expenseId: 2, before: expense(1, -1200, '2026-10-09'), after: expense(2, -1200, '2026-10-09') } },
        { type: 'ExpenseRecorded', data: { expenseId: 3, expense: expense(1, 100, '2026-11-01') } },
        { type: 'ExpenseDeleted', data: { expenseId: 3, expense: expense(1, 100, '2026-11-01') } },
      ]),
    );
    expect(documents.get(`${OVERVIEW_STOCK}/stock`)).toEqual({ id: 'stock', stockAmount: 2400, stockQuantity: 8 });
    expect(documents.get(`${OVERVIEW_EXPENSE_MONTHS}/2026/10:1`)).toMatchObject({ amount: 4500, count: 1 });
    expect(documents.get(`${OVERVIEW_EXPENSE_MONTHS}/2026/10:2`)).toMatchObject({ amount: -1200, count: 1 });
    expect(documents.get(`${OVERVIEW_EXPENSE_MONTHS}/2026/11:1`)).toBeUndefined();
  });

  it('given stock and expenses with their own dates, moved and removed, keeps them by purchase month and day and by payment day', () => {
    const bought = (quantity: number, datePurchased: string) => ({ ...lot(quantity, 100), datePurchased });
    const documents = project(
      dashboardsProjection,
      recorded([
        { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: bought(3, '2026-10-15'), usQuantityChange: 3 } },
        { type: 'StockAdded', data: { productId: 1, stockId: 2, stock: bought(5, '2026-10-20'), usQuantityChange: 5 } },
        // Its date corrected to November: it leaves October's month and day.
        { type: 'StockUpdated', data: { productId: 1, stockId: 2, before: bought(5, '2026-10-20'), after: bought(5, '2026-11-02'), usQuantityChange: 0 } },
        { type: 'StockAdded', data: { productId: 1, stockId: 3, stock: bought(1, '2026-10-15'), usQuantityChange: 1 } },
        { type: 'StockRemoved', data: { productId: 1, stockId: 3, stock: bought(1, '2026-10-15'), usQuantityChange: -1 } },
        { type: 'ExpenseRecorded', data: { expenseId: 1, expense: expense(1, 4500, '2026-10-02') } },
        { type: 'ExpenseRecorded', data: { expenseId: 2, expense: expense(2, 300, '2026-10-02') } },
        { type: 'ExpenseRecorded', data: { expenseId: 3, expense: expense(1, 100, '2026-10-09') } },
        { type: 'ExpenseDeleted', data: { expenseId: 3, expense: expense(1, 100, '2026-10-09') } },
      ]),
    );
    expect(documents.get(`${OVERVIEW_STOCK_MONTHS}/2026/10`)).toEqual({ id: '2026/10', month: '2026/10', stockAmount: 300, stockQuantity: 3 });
    expect(documents.get(`${OVERVIEW_STOCK_MONTHS}/2026/11`)).toEqual({ id: '2026/11', month: '2026/11', stockAmount: 500, stockQuantity: 5 });
    expect(documents.get(`${OVERVIEW_STOCK_DAYS}/2026-10-15`)).toEqual({
      id: '2026-10-15',
      month: '2026/10',
      day: '2026-10-15',
      stockAmount: 300,
      stockQuantity: 3,
    });
    expect(documents.has(`${OVERVIEW_STOCK_DAYS}/2026-10-20`)).toBe(false);
    expect(documents.get(`${OVERVIEW_STOCK_DAYS}/2026-11-02`)).toMatchObject({ stockAmount: 500 });
    expect(documents.get(`${OVERVIEW_EXPENSE_DAYS}/2026-10-02`)).toEqual({ id: '2026-10-02', month: '2026/10', day: '2026-10-02', amount: 4800, count: 2 });
    expect(documents.has(`${OVERVIEW_EXPENSE_DAYS}/2026-10-09`)).toBe(false);
  });

  it('after any sequence of invoice, payment and order changes, every figure equals the sum a reader computes from the final records', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 50 }), (steps) => {
        const { events, invoices, orders, payments } = simulate(steps);

        // What a reader adds up from the final records, with plain loops.
        const expected = new Map<string, Record<string, number>>();
        const add = (key: string, field: string, amount: number) => {
          const figures = expected.get(key) ?? {};
          figures[field] = (figures[field] ?? 0) + amount;
          expected.set(key, figures);
        };
        for (const { record, lines, paid } of invoices.values()) {
          let total = 0;
          for (const { line: l, active } of lines.values()) if (active) total += Math.round((Math.round(l.quantity * 100) * l.unitPrice) / 100);
          const month = `${record.invoiceDate.slice(0, 4)}/${record.invoiceDate.slice(5, 7)}`;
          add(`${CUSTOMER_MONTHS}/${record.customerId}:${record.currencyId}:${month}`, 'invoiced', total);
          add(`${OVERVIEW_MONTHS}/${month}:${record.currencyId}`, 'invoiced', total);
          add(`${OVERVIEW_CUSTOMERS}/${record.customerId}:${record.currencyId}`, 'invoiced', total);
          add(`${OVERVIEW_RECEIVABLES}/${record.currencyId}`, 'outstanding', total - paid);
          add(`${OVERVIEW_RECEIVABLES}/${record.currencyId}`, 'openInvoices', total - paid > 0 ? 1 : 0);
        }
        for (const payment of payments) {
          add(`${CUSTOMER_MONTHS}/${payment.customerId}:${payment.currencyId}:${payment.month}`, 'paid', payment.amount);
          add(`${OVERVIEW_MONTHS}/${payment.month}:${payment.currencyId}`, 'collected', payment.amount);
        }
        for (const terms of orders.values()) {
          if (terms.typeId === 'PlaceHolder') continue;
          add(`${OVERVIEW_MONTHS}/2026/11:${terms.currencyId}`, 'orders', 1);
          add(`${OVERVIEW_MONTHS}/2026/11:${terms.currencyId}`, 'ordered', terms.subtotal);
          for (const l of terms.lines) {
            add(`${CUSTOMER_PRODUCTS}/${terms.customerId}:${l.productId}`, 'quantity', l.quantity);
            add(`${OVERVIEW_PRODUCTS}/${l.productId}`, 'quantity', l.quantity);
            add(`${CUSTOMER_PURCHASES}/${terms.customerId}`, 'quantity', l.quantity);
          }
        }

        const documents = project(dashboardsProjection, recorded(events));
        const figureCollections = [
          CUSTOMER_MONTHS,
          OVERVIEW_MONTHS,
          OVERVIEW_CUSTOMERS,
          OVERVIEW_RECEIVABLES,
          CUSTOMER_PRODUCTS,
          OVERVIEW_PRODUCTS,
          CUSTOMER_PURCHASES,
        ];
        for (const [key, doc] of documents) {
          if (!figureCollections.some((collection) => key.startsWith(`${collection}/`))) continue;
          const figures = expected.get(key) ?? {};
          for (const [field, value] of Object.entries(doc)) {
            if (['invoiced', 'paid', 'collected', 'orders', 'ordered', 'outstanding', 'openInvoices', 'quantity'].includes(field))
              expect([key, field, value]).toEqual([key, field, figures[field] ?? 0]);
          }
        }
        for (const [key, figures] of expected) {
          if (Object.values(figures).some((value) => value !== 0)) expect([key, documents.has(key)]).toEqual([key, true]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps each daily group as it stood at the end of each day: read as of any day, the figures are what the live ones were then', () => {
    const dailyCollections = [
      CUSTOMER_MONTHS,
      OVERVIEW_MONTHS,
      OVERVIEW_EXPENSE_MONTHS,
      OVERVIEW_EXPENSE_DAYS,
      OVERVIEW_STOCK,
      OVERVIEW_STOCK_MONTHS,
      OVERVIEW_STOCK_DAYS,
      OVERVIEW_RECEIVABLES,
    ];
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.array(fc.boolean(), { maxLength: 80 }), (steps, nextDays) => {
        let day = 1;
        const events = recorded(simulate(steps).events).map((event, index) => {
          if (nextDays[index] && day < 28) day += 1;
          return { ...event, metadata: { ...event.metadata, timestamp: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z` } };
        });
        const kept = [...project(dashboardsProjection, events)]
          .filter(([key]) => key.startsWith(`${DASHBOARD_FIGURE_DAYS}/`))
          .map(([, doc]) => doc as DayValue<Record<string, Doc>>);
        for (const asOf of new Set(events.map(dayOf))) {
          const then = project(
            dashboardsProjection,
            events.filter((event) => dayOf(event) <= asOf),
          );
          const expected = new Map([...then].filter(([key]) => dailyCollections.some((collection) => key.startsWith(`${collection}/`))));
          const read = new Map<string, Doc>();
          for (const group of new Set(kept.map((value) => value.of))) {
            const [last] = kept.filter((value) => value.of === group && value.day <= asOf).sort((a, b) => b.day.localeCompare(a.day));
            for (const [id, figure] of Object.entries(last?.value ?? {})) read.set(`${group.slice(0, group.indexOf(':'))}/${id}`, figure);
          }
          expect(read).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a redelivered creation, line, order or revision moves nothing twice: the facts are keyed by id', () => {
    const events = recorded([
      { type: 'InvoiceCreated', data: { invoiceId: 1, invoice: invoice(7, 'UsDollar', '2026-11-05') } },
      { type: 'InvoiceLinesAdded', data: { invoiceId: 1, lines: [line(1, 2, 1000)] } },
      { type: 'OrderPlaced', data: { orderId: 2, ...order(7, 'Regular', [[1, 5]]) } },
      { type: 'OrderRevised', data: { orderId: 2, ...order(7, 'Regular', [[1, 4]]) } },
    ]);
    const once = project(dashboardsProjection, events);
    expect(once.get(`${CUSTOMER_PRODUCTS}/7:1`)).toMatchObject({ quantity: 4 });
    expect(project(dashboardsProjection, eachTwice(events))).toEqual(once);
  });
});
