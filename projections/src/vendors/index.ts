/** The vendors capability's read models: its projections and the collections services query. */
export * from './vendors.projection';
export * from './vendor-dashboard.projection';
