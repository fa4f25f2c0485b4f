/**
 * Message tables: stable codes, each in both languages, kept as data (`*.messages.json`) beside the
 * schemas that use them. The platform's are here; `message-catalog.ts` collects every capability's.
 */
import platformTable from './platform.messages.json';

/** A capability's messages: stable codes, each in both languages, collected into one catalog. */
export type MessageTable = Readonly<Record<string, { readonly en: string; readonly vi: string }>>;

const MESSAGE_TABLE: unique symbol = Symbol('message table');

/** Marks a table as messages, so the catalog collects it from what a capability exports. */
export type Messages<T extends MessageTable> = T & { readonly [MESSAGE_TABLE]: true };

export function defineMessages<const T extends MessageTable>(table: T): Messages<T> {
  return Object.defineProperty({ ...table }, MESSAGE_TABLE, { value: true, enumerable: false }) as Messages<T>;
}

export function isMessages(value: unknown): value is Messages<MessageTable> {
  return typeof value === 'object' && value !== null && MESSAGE_TABLE in value;
}

/** The codes of a table (distributes over a union of tables). */
export type CodesOf<T> = T extends Messages<infer Table> ? keyof Table & string : never;

/** Validation and error messages every capability shares. */
export const platformMessages = defineMessages(platformTable);

export type Language = 'en' | 'vi';
export const LANGUAGES: readonly Language[] = ['vi', 'en'];
