/** Injection tokens for values that are interfaces, not classes. */
export const APP_CONFIG = Symbol('AppConfig');
export const INFRASTRUCTURE = Symbol('Infrastructure');
export const READ_STORE = Symbol('ReadStore');
