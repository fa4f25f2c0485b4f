/** The ordering capability's read models: its projections and the collections services query. */
export * from './delivery-addresses.projection';
export * from './orders.projection';
