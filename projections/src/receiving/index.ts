/** The receiving capability's read models: packages and pre-alerts, and which record each uploaded file belongs to. */
export * from './packages.projection';
export * from './package-claims.projection';
export * from './pre-alerts.projection';
export * from './ship-requests.projection';
