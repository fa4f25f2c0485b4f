import { paths } from '../../shared/paths';

export const billingPaths = {
  newInvoice: `${paths.management}/new/invoice`,
  /** The same route as `paths.invoiceUpdate`, which other features link to. */
  invoiceUpdate: (id: number | string = ':id') => (id === ':id' ? `${paths.management}/update/invoice/:id` : paths.invoiceUpdate(Number(id))),
  invoiceList: `${paths.management}/invoice/list`,
  aging: `${paths.management}/invoice/aging`,
  printerFriendly: (id: number | string = ':id') => `${paths.management}/printer/friendly/${id}`,
  newPayment: (customerId: number | string = ':customerId') => `${paths.management}/new/payment/${customerId}`,
  paymentList: `${paths.management}/payment/list`,
} as const;

/** A customer's own invoices, payments and statement, outside the back office. */
export const ownBillingPaths = {
  invoices: '/my/invoices',
  invoice: (id: number | string = ':id') => `/my/invoices/${id}`,
  payments: '/my/payments',
  statement: '/my/statement',
} as const;
