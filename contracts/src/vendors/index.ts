/** The vendors capability's contracts: events, schemas, read-model views and messages. */
export * from './vendor.events';
export * from './vendor.schemas';
export * from './vendors.messages';
export * from './vendor-dashboard.views';
export * from './vendor.history';
