/** The notifications capability's contracts: the outbox's and the customer's choices' events, schemas, kinds and messages. */
export * from './notification.kinds';
export * from './notification.events';
export * from './notification.schemas';
export * from './notification.history';
export * from './notification.messages';
