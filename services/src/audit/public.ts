/** What other capabilities use of the audit: a record's as-of view on its get-by-id, and naming their records in histories. Everything else in this folder is its own. */
export { AsOfRecord } from './as-of';
export { ReferenceNamers } from './reference-names';
