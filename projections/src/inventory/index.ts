/** The inventory capability's read models: its projections and the collections services query. */
export * from './stocks.projection';
export * from './stock-groups.projection';
