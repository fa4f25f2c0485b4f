/** The catalog capability's read models: its projections and the collections services query. */
export * from './product-transactions.projection';
export * from './products.projection';
export * from './product-pictures.projection';
export * from './stores.projection';
