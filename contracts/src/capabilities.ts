/**
 * Every capability's contracts: one line each. What a capability exports here is public to the
 * other workspaces, and its message tables join the catalog (`message-catalog.ts`) without further edits.
 */
export * from './catalog';
export * from './inventory';
export * from './vendors';
export * from './identity';
export * from './customers';
export * from './ordering';
export * from './settings';
export * from './contact';
export * from './shipping';
export * from './billing';
export * from './expenses';
export * from './dashboards';
export * from './search';
export * from './notifications';
export * from './audit';
export * from './receiving';
