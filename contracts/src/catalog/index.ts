/** The catalog capability's contracts: events, schemas, read-model views and messages. */
export * from './catalog.messages';
export * from './product.events';
export * from './product.schemas';
export * from './product.views';
export * from './stock-label';
export * from './store.events';
export * from './product.history';
export * from './store.history';
