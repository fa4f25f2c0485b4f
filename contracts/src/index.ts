export * from './platform';
export * from './message-catalog';
export * from './capabilities';
