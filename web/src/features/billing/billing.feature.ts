import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { billingPaths, ownBillingPaths } from './billing.paths';
import billingStrings from './billing.strings.json';

const invoiceForm = lazyPage(() => import('./components/invoice-form.page'), 'InvoiceFormPage');

/** Invoices, payments and credit. */
export const billingFeature = {
  capability: 'billing',
  pages: [
    { path: billingPaths.newInvoice, title: 'newInvoice', level: 'admin', creates: true, load: invoiceForm, drawer: { label: 'drawer.newInvoice', order: 30 } },
    { path: billingPaths.invoiceUpdate(), title: 'invoice', level: 'admin', load: invoiceForm },
    { path: billingPaths.aging, title: 'aging', level: 'admin', load: lazyPage(() => import('./components/aging.page'), 'AgingPage') },
    {
      path: billingPaths.invoiceList,
      title: 'invoiceList',
      level: 'admin',
      load: lazyPage(() => import('./components/invoice-list.page'), 'InvoiceListPage'),
      drawer: { label: 'drawer.invoiceList', order: 40 },
    },
    {
      path: billingPaths.printerFriendly(),
      title: 'printerFriendly',
      level: 'admin',
      load: lazyPage(() => import('./components/printable-invoice.page'), 'PrintableInvoicePage'),
    },
    {
      path: billingPaths.newPayment(),
      title: 'newPayment',
      level: 'admin',
      creates: true,
      load: lazyPage(() => import('./components/payment.page'), 'PaymentPage'),
    },
    {
      path: billingPaths.paymentList,
      title: 'paymentList',
      level: 'admin',
      load: lazyPage(() => import('./components/payment-list.page'), 'PaymentListPage'),
      drawer: { label: 'drawer.paymentList', order: 120 },
    },
    // A customer's own, outside the back office (the server answers only theirs).
    {
      path: ownBillingPaths.invoices,
      title: 'ownInvoices',
      level: 'user',
      load: lazyPage(() => import('./components/own-invoices.page'), 'OwnInvoicesPage'),
      account: { label: 'billing.own.invoicesTitle', order: 30, testId: 'my-invoices' },
    },
    {
      path: ownBillingPaths.invoice(),
      title: 'ownInvoice',
      level: 'user',
      load: lazyPage(() => import('./components/printable-invoice.page'), 'OwnPrintableInvoicePage'),
    },
    {
      path: ownBillingPaths.payments,
      title: 'ownPayments',
      level: 'user',
      load: lazyPage(() => import('./components/own-payments.page'), 'OwnPaymentsPage'),
      account: { label: 'billing.own.paymentsTitle', order: 40, testId: 'my-payments' },
    },
    {
      path: ownBillingPaths.statement,
      title: 'ownStatement',
      level: 'user',
      load: lazyPage(() => import('./components/own-statement.page'), 'OwnStatementPage'),
      account: { label: 'billing.own.statementTitle', order: 50, testId: 'my-statement' },
    },
  ],
  strings: billingStrings,
  live: { invoices: ['Invoice'], payments: ['Payment'], customer_credits: ['Credit'] },
  records: { invoice: (id) => billingPaths.invoiceUpdate(id) },
} satisfies Feature;
