export * from './platform';
export * from './message-catalog';
export * from './capabilities';
export * from './history-catalog';
export * from './personal-data-catalog';
