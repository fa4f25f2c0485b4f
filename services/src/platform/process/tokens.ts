/** Injection tokens for values that are interfaces, not classes. */
export const APP_CONFIG = Symbol('AppConfig');
export const INFRASTRUCTURE = Symbol('Infrastructure');
export const READ_STORE = Symbol('ReadStore');
/** The event store commands append through (appends pass the request's write gate). */
export const EVENT_STORE = Symbol('EventStore');
/** Where uploaded files live (`FileStore`). */
export const FILE_STORE = Symbol('FileStore');
