/** What other capabilities use of the audit: a record's as-of view on its get-by-id. Everything else in this folder is its own. */
export { AsOfRecord } from './as-of';
