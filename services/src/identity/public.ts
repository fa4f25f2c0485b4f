/** What other capabilities use of identity: staff names for the lists that show who did something. Everything else in this folder is its own. */
export { staffNames } from './staff-names';
