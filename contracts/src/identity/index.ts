/** The identity capability's contracts: events, schemas, read-model views and messages. */
export * from './access';
export * from './identity.messages';
export * from './user.events';
export * from './user.schemas';
export * from './user.history';
export * from './user.personal';
export * from './roles';
export * from './role-holdings';
export * from './built-in-roles';
export * from './roles.schemas';
export * from './role.events';
export * from './role.history';
export * from './field-groups';
