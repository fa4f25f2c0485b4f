/** The contact capability's read models: its projection and the collection services query. */
export * from './contact-messages.projection';
