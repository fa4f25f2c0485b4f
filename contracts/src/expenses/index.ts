/** The expenses capability's contracts: events, schemas, views and messages. */
export * from './expense.events';
export * from './expense.schemas';
export * from './expenses.messages';
export * from './expense.history';
