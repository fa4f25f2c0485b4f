/** The audit capability's contracts: the audit log's entries and filters. */
export * from './audit.views';
export * from './audit.schemas';
export * from './audit.messages';
