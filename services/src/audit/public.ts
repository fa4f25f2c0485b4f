/** What other capabilities use of the audit: a record's as-of view on its get-by-id, naming their records in histories, and the question of who an actor is, which identity answers. Everything else in this folder is its own. */
export { AsOfRecord } from './as-of';
export { ReferenceNamers, readModelNamer } from './reference-names';
export { ActorNames } from './actor-names';
