/** The inventory capability's contracts: events, schemas, read-model views and messages. */
export * from './inventory.messages';
export * from './reservation.events';
export * from './stock.events';
export * from './stock.schemas';
export * from './stock.views';
export * from './stock.history';
