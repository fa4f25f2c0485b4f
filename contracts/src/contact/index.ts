/** The contact capability's contracts: the contact-us message, its schema, view and messages. */
export * from './contact.events';
export * from './contact.messages';
export * from './contact.history';
export * from './contact.personal';
