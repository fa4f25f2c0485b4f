/** The shipping capability's read models: its projections and the collections services query. */
export * from './shipments.projection';
export * from './shipment-groups.projection';
