/** The search capability's read model: the command palette's index of records. */
export * from './search.projection';
