/** The billing capability's read models: its projections and the collections services query. */
export * from './invoices.projection';
export * from './payments.projection';
export * from './ledger';
