/** The customers capability's contracts: events, schemas, read-model views and messages. */
export * from './customer.events';
export * from './customer.schemas';
export * from './customers.messages';
export * from './customer.history';
export * from './customer.personal';
