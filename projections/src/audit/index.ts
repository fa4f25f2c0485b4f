/** The audit capability's read models: the audit log. */
export * from './audit-log.projection';
