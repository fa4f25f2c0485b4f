/** The expenses capability's read models: its projection and the collection services query. */
export * from './expenses.projection';
