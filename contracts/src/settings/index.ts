/** The settings capability's contracts: dropdowns (option lists) and the dated exchange rates, their events, schemas, views and messages. */
export * from './dropdown.catalog';
export * from './dropdown.events';
export * from './dropdown.schemas';
export * from './settings.messages';
export * from './dropdown.history';
export * from './exchange-rate.events';
export * from './exchange-rate.schemas';
export * from './exchange-rate.views';
export * from './exchange-rate.history';
