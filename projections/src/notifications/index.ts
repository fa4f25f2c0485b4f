/** The notifications capability's read models: the outbox and the collection services query. */
export * from './notifications.projection';
