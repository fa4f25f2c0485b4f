/** The settings capability's contracts: dropdowns (option lists), their events, schemas, views and messages. */
export * from './dropdown.catalog';
export * from './dropdown.events';
export * from './dropdown.schemas';
export * from './settings.messages';
export * from './dropdown.history';
