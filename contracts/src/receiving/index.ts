/** The receiving capability's contracts: tracking numbers, pre-alerts, packages and their storage. */
export * from './tracking-number';
export * from './package.events';
export * from './package.schemas';
export * from './package.views';
export * from './package-claim';
export * from './storage';
export * from './receiving.messages';
export * from './receiving.history';
export * from './receiving.personal';
export * from './package-standing';
