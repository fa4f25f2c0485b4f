import { PACKAGE_EVENT_TYPES, PRE_ALERT_EVENT_TYPES, unhandled } from '@cargo/contracts';
import type { ExpenseEvent, InventoryEvent, InvoiceEvent, OrderEvent, PackageEvent, PaymentEvent, PreAlertEvent, RecordedEvent } from '@cargo/contracts';
import { changeFollowed, projection, type DocumentChange } from '../platform/projection';
import { dayOf, dayValueIndexes } from '../platform/kept-by-day';
import { DASHBOARD_FIGURE_DAYS, DASHBOARD_FIGURE_GROUPS, moveFigures } from './contributions';
import {
  CUSTOMER_MONTHS,
  CUSTOMER_PRODUCTS,
  CUSTOMER_PURCHASES,
  DASHBOARD_INVOICES,
  DASHBOARD_ORDERS,
  DASHBOARD_PAYMENTS,
  evolveInvoiceFact,
  evolveOrderFact,
  evolvePaymentFact,
  expenseContributions,
  invoiceContributions,
  orderContributions,
  OVERVIEW_CUSTOMERS,
  OVERVIEW_EXPENSE_MONTHS,
  OVERVIEW_MONTHS,
  OVERVIEW_PRODUCTS,
  OVERVIEW_RECEIVABLES,
  OVERVIEW_STOCK,
  OVERVIEW_STOCK_DAYS,
  OVERVIEW_STOCK_MONTHS,
  OVERVIEW_EXPENSE_DAYS,
  paymentContributions,
  stockContributions,
  type InvoiceFact,
  type OrderFact,
  type PaymentFact,
} from './facts';
import {
  CUSTOMER_PACKAGES,
  DASHBOARD_PACKAGES,
  DASHBOARD_PRE_ALERTS,
  evolvePackageFact,
  evolvePreAlertFact,
  OVERVIEW_PACKAGES,
  packageContributions,
  preAlertContributions,
  type PackageFact,
  type PreAlertFact,
} from './package-facts';

type DashboardEvent = InvoiceEvent | PaymentEvent | OrderEvent | InventoryEvent | ExpenseEvent | PackageEvent | PreAlertEvent;

/**
 * The customer page's and the overview's figures. Stock and expense events carry what they replace,
 * so their figures move directly; invoices, orders and payments are kept as facts whose move (before
 * -> after) moves the figures. Every figure is a sum of contributions, so it equals what a reader
 * would add up from the events, and a rebuild gives the same documents.
 */
export const dashboardsProjection = projection<DashboardEvent>({
  name: 'dashboards',
  // 2: figures kept by day (groups and day values) that older events never wrote. 4: stock and expenses by their own dates. 5: packages by state.
  version: 5,
  collections: [
    DASHBOARD_INVOICES,
    DASHBOARD_ORDERS,
    DASHBOARD_PAYMENTS,
    CUSTOMER_MONTHS,
    CUSTOMER_PRODUCTS,
    CUSTOMER_PURCHASES,
    OVERVIEW_MONTHS,
    OVERVIEW_EXPENSE_MONTHS,
    OVERVIEW_CUSTOMERS,
    OVERVIEW_PRODUCTS,
    OVERVIEW_RECEIVABLES,
    OVERVIEW_STOCK,
    OVERVIEW_STOCK_MONTHS,
    OVERVIEW_STOCK_DAYS,
    OVERVIEW_EXPENSE_DAYS,
    DASHBOARD_PACKAGES,
    DASHBOARD_PRE_ALERTS,
    CUSTOMER_PACKAGES,
    OVERVIEW_PACKAGES,
    DASHBOARD_FIGURE_GROUPS,
    DASHBOARD_FIGURE_DAYS,
  ],
  indexes: [
    dayValueIndexes(DASHBOARD_FIGURE_DAYS),
    { collection: CUSTOMER_MONTHS, indexes: [['customerId', 'month']] },
    // Top Purchased Products: by quantity, title breaking ties.
    { collection: CUSTOMER_PRODUCTS, indexes: [['customerId', 'quantity', 'productTitle']] },
    { collection: OVERVIEW_MONTHS, indexes: [['month']] },
    { collection: OVERVIEW_EXPENSE_MONTHS, indexes: [['month']] },
    { collection: OVERVIEW_STOCK_MONTHS, indexes: [['month']] },
    { collection: OVERVIEW_STOCK_DAYS, indexes: [['month', 'day']] },
    { collection: OVERVIEW_EXPENSE_DAYS, indexes: [['month', 'day']] },
    { collection: OVERVIEW_CUSTOMERS, indexes: [['currencyId', 'invoiced']] },
    { collection: OVERVIEW_PRODUCTS, indexes: [['quantity', 'productTitle']] },
  ],
  handles: [
    'InvoiceCreated',
    'InvoiceUpdated',
    'InvoiceLinesAdded',
    'InvoiceLineChanged',
    'InvoiceLineRemoved',
    'InvoiceLineRestored',
    'PaymentApplied',
    'PaymentReversed',
    'InvoiceDeleted',
    'PaymentReceived',
    'PaymentRemovalSettled',
    'OrderPlaced',
    'OrderRevised',
    'OrderUnheld',
    'OrderDeleted',
    'StockAdded',
    'StockUpdated',
    'StockRemoved',
    'StockRestored',
    'ExpenseRecorded',
    'ExpenseUpdated',
    'ExpenseDeleted',
    'ExpenseRestored',
    ...PACKAGE_EVENT_TYPES,
    ...PRE_ALERT_EVENT_TYPES,
  ],
  changes: (event) => changesOf(event),
});

function changesOf(event: RecordedEvent<DashboardEvent>): DocumentChange[] {
  const day = dayOf(event);
  switch (event.type) {
    case 'InvoiceCreated':
    case 'InvoiceUpdated':
    case 'InvoiceLinesAdded':
    case 'InvoiceLineChanged':
    case 'InvoiceLineRemoved':
    case 'InvoiceLineRestored':
    case 'PaymentApplied':
    case 'PaymentReversed':
    case 'InvoicePaid':
    case 'InvoiceReopened':
    case 'InvoiceDeleted':
    case 'PaymentClaimed':
    case 'PaymentClaimReleased':
      return [
        changeFollowed<InvoiceFact>(
          DASHBOARD_INVOICES,
          event.data.invoiceId,
          (fact) => evolveInvoiceFact(fact, event),
          (before, after) => moveFigures(invoiceContributions(before), invoiceContributions(after), day),
        ),
      ];
    case 'PaymentReceived':
    case 'PaymentSettled':
    case 'PaymentRemoved':
    case 'PaymentRemovalSettled':
    case 'PaymentRemovalAbandoned':
      return [
        changeFollowed<PaymentFact>(
          DASHBOARD_PAYMENTS,
          event.data.paymentId,
          (fact) => evolvePaymentFact(fact, event),
          (before, after) => moveFigures(paymentContributions(before), paymentContributions(after), day),
        ),
      ];
    case 'OrderPlaced':
    case 'OrderRevised':
    case 'OrderUnheld':
    case 'OrderDeleted':
    case 'OrderInvoiced':
    case 'OrderInvoiceRemoved':
    case 'OrderAddedToShipmentGroup':
      return [
        changeFollowed<OrderFact>(
          DASHBOARD_ORDERS,
          event.data.orderId,
          (fact) => evolveOrderFact(fact, event),
          (before, after) => moveFigures(orderContributions(before), orderContributions(after), day),
        ),
      ];
    case 'StockAdded':
    case 'StockRestored':
      return moveFigures([], stockContributions(event.data.stock), day);
    case 'StockUpdated':
      return moveFigures(stockContributions(event.data.before), stockContributions(event.data.after), day);
    case 'StockRemoved':
      return moveFigures(stockContributions(event.data.stock), [], day);
    case 'ExpenseRecorded':
    case 'ExpenseRestored':
      return moveFigures([], expenseContributions(event.data.expense), day);
    case 'ExpenseUpdated':
      return moveFigures(expenseContributions(event.data.before), expenseContributions(event.data.after), day);
    case 'ExpenseDeleted':
      return moveFigures(expenseContributions(event.data.expense), [], day);
    case 'PreAlertAdded':
    case 'PreAlertUpdated':
    case 'PreAlertCancelled':
    case 'PreAlertReceived':
      return [
        changeFollowed<PreAlertFact>(
          DASHBOARD_PRE_ALERTS,
          event.data.preAlertId,
          (fact) => evolvePreAlertFact(fact, event),
          (before, after) => moveFigures(preAlertContributions(before), preAlertContributions(after), day),
        ),
      ];
    case 'PackageReceived':
    case 'PackageOwnerAssigned':
    case 'PackageHeld':
    case 'PackageReleased':
    case 'PackageReturned':
    case 'PackageDisposed':
    case 'PackageRequested':
    case 'PackageRequestWithdrawn':
    case 'PackageConsolidated':
    case 'PackageUnconsolidated':
    case 'PackageShipped':
    case 'PackageUnshipped':
      return [
        changeFollowed<PackageFact>(
          DASHBOARD_PACKAGES,
          event.data.packageId,
          (fact) => evolvePackageFact(fact, event),
          (before, after) => moveFigures(packageContributions(before), packageContributions(after), day),
        ),
      ];
    default:
      return unhandled(event);
  }
}
