/** The settings capability's read models: its projections and the collections services query. */
export * from './dropdowns.projection';
export * from './exchange-rates.projection';
