/** The shipping capability's contracts: shipments, shipment groups, tracking; events, schemas, views and messages. */
export * from './shipment.events';
export * from './shipment.schemas';
export * from './shipment.views';
export * from './shipping.messages';
export * from './shipment.history';
export * from './shipment.personal';
