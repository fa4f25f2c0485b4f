/** The search capability's contracts: what the command palette asks and what it is answered. */
export * from './search.schemas';
