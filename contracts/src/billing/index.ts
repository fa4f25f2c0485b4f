/** The billing capability's contracts: invoices and payments; events, schemas, views and messages. */
export * from './invoice.events';
export * from './invoice.schemas';
export * from './invoice.views';
export * from './billing.messages';
export * from './payment.events';
export * from './payment.schemas';
export * from './payment.views';
export * from './billing.history';
