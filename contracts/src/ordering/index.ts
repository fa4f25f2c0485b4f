/** The ordering capability's contracts: events, schemas, read-model views and messages. */
export * from './order.events';
export * from './order.schemas';
export * from './ordering.messages';
export * from './order.history';
export * from './delivery-address.personal';
