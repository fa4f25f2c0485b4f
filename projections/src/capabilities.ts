/**
 * Every capability's read models: one line each. Each projection a capability exports is run,
 * rebuilt and indexed (`allProjections` in index.ts) without further edits.
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
