/** What every capability builds on: the event envelope, errors, messages, money, paging, schema helpers. */
export * from './envelope';
export * from './errors';
export * from './messages';
export * from './money';
export * from './spreadsheet';
export * from './paging';
export * from './business';
export * from './files';
export * from './unique-claim';
export * from './live';
export * from './history';
export * from './unique-claim.history';
export * from './personal-data';
export * from './exhaustive';
export * from './today';
/** The address check every form and setting uses. */
export { EMAIL } from './schema-helpers';
export * from './runs';
export * from './runs.history';
