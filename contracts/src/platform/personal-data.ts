import type { DomainEvent } from './envelope';

/**
 * Personal data (a person's name, phone, email, addresses) is stored sealed under a key of its own
 * person, its subject (crypto-shredding): erasing the person destroys the key, and every copy of the
 * data in the log, its backups and every replay is unreadable from then on, while the events around
 * it (orders, invoices, payments) and the hash chain over the stored form stay whole.
 */

/** What an erased personal field reads as, on every screen, export and replay (empty fields stay empty). */
export const ERASED = '[erased]';

export const customerSubject = (customerId: number) => `customer-${customerId}`;
export const userSubject = (userId: number) => `user-${userId}`;

/** Personal fields of one person in an event: whose they are, and where they sit in its data (dot paths). */
export interface PersonalFields<D> {
  subject(data: D): string;
  fields: readonly string[];
}

/** An event type's personal fields: one person's, or several people's (a shipment's sender and receiver), each under its own key. */
export type PersonalParts<D> = PersonalFields<D> | readonly PersonalFields<D>[];

const PERSONAL_DATA = Symbol('personal-data');

export interface PersonalData {
  readonly [PERSONAL_DATA]: true;
  readonly events: Readonly<Record<string, readonly PersonalFields<never>[]>>;
}

type Declarations<E extends DomainEvent> = { [T in E['type']]?: PersonalParts<Extract<E, { type: T }>['data']> };

/** A capability's declaration of which of its events carry personal data (collected by `personal-data-catalog.ts`). */
export function personalData<E extends DomainEvent>(events: Declarations<E>): PersonalData {
  const parts = Object.entries(events as Record<string, PersonalParts<never>>).map(([type, declared]) => [
    type,
    Array.isArray(declared) ? declared : [declared],
  ]);
  return { [PERSONAL_DATA]: true, events: Object.fromEntries(parts) as Record<string, readonly PersonalFields<never>[]> };
}

export function isPersonalData(value: unknown): value is PersonalData {
  return typeof value === 'object' && value !== null && PERSONAL_DATA in value;
}

/** `data` with the value at each path replaced by `replace(value)` (paths that are absent are left alone). */
export function mapPaths<T>(data: T, paths: readonly string[], replace: (value: unknown) => unknown): T {
  let result: unknown = data;
  for (const path of paths) result = mapPath(result, path.split('.'), replace);
  return result as T;
}

function mapPath(data: unknown, keys: string[], replace: (value: unknown) => unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const [key, ...rest] = keys as [string, ...string[]];
  if (!(key in data)) return data;
  const value = (data as Record<string, unknown>)[key];
  return { ...data, [key]: rest.length ? mapPath(value, rest, replace) : replace(value) };
}

/** How an erased field reads: text that said something says so no more; empty text stays empty. */
export const erasedValue = (value: unknown): unknown => (typeof value === 'string' && value !== '' ? ERASED : value);

/** A document with its personal fields erased, the way a replay after the erasure reads them. */
export function erased<T extends object>(doc: T, fields: readonly (keyof T & string)[]): T {
  return mapPaths(doc, fields, erasedValue);
}
