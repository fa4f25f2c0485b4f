import type { DomainEvent } from '../platform/envelope';
import { CURRENCIES, type Currency } from '../platform/money';

/**
 * A record's history: its fields as its events left them, flattened to paths (`sender.name`), with
 * list items keyed by id (`lines#3.quantity`). Each event's change is the fields it moved, before
 * and after, so a History tab reads what changed without knowing the event.
 */
export type HistoryValue = string | number | boolean | null | MoneyValue;
/** An amount in minor units with its currency, so a reader sees "$12.50" and never a bare 1250. */
export interface MoneyValue {
  money: number;
  currency: Currency;
}
export type HistoryFields = Readonly<Record<string, HistoryValue>>;

/** One field that moved: its path (labels are looked up by it), the list item it belongs to, and its values (absent: not there). */
export interface FieldChange {
  field: string;
  item?: string;
  before?: HistoryValue;
  after?: HistoryValue;
  /** The reader's roles hide this field: it changed, and its values are left out. */
  hidden?: true;
}

export interface Label {
  readonly en: string;
  readonly vi: string;
}

/** How one event type moves its record's fields, and what the event is called in both languages. */
export interface EventHistory<D> {
  readonly label: Label;
  readonly fields: (data: D, before: HistoryFields) => HistoryFields;
  /** The part of the record it concerns when that part has a history of its own (a stock row on its product's stream). */
  readonly part?: HistoryPart<D>;
}

/**
 * A part of a record with a history of its own: its id (`stock-21`), and, when the part keeps fields
 * apart from its record's (so a record with thousands of stock rows stays small), how the event moves
 * them; its changes are shown as items of `list` (`stocks.quantity` #21).
 */
export interface HistoryPart<D> {
  readonly id: (data: D) => string;
  readonly list?: string;
  readonly fields?: (data: D, before: HistoryFields) => HistoryFields;
}

/** Every event of a union described: the compiler refuses a union member without its entry. */
export type EventHistories<E extends DomainEvent> = { readonly [T in E['type']]: EventHistory<Extract<E, { type: T }>['data']> };

/**
 * What a field's value names, so a reader sees a name where the record keeps an id: an option of a
 * dropdown (`option:shipmentStatus`, named in the reader's language), a record the server names (a
 * customer by their label, an invoice by its code, a product by its title), or a record that has
 * only its number ("#3", as its screens call it: a shipment group, a package, a pre-alert).
 */
export type HistoryReference = NamedReference | `option:${string}` | NumberedReference;
/** Records whose screens call them by their number alone. */
export const NUMBERED_REFERENCES = ['shipmentGroup', 'shipment', 'package', 'preAlert', 'shipRequest', 'deliveryAddress'] as const;
export type NumberedReference = (typeof NUMBERED_REFERENCES)[number];
export const isNumberedReference = (reference: string | undefined): reference is NumberedReference =>
  (NUMBERED_REFERENCES as readonly (string | undefined)[]).includes(reference);
/** The references the server names for the page it answers (`ReferenceNames`), each by the capability that owns the record. */
export const NAMED_REFERENCES = ['customer', 'vendor', 'invoice', 'product', 'store', 'user'] as const;
export type NamedReference = (typeof NAMED_REFERENCES)[number];
export const isNamedReference = (reference: string | undefined): reference is NamedReference =>
  (NAMED_REFERENCES as readonly (string | undefined)[]).includes(reference);
/** The key under which a history says what the items of a list are keyed by (`lines#`: an order's lines, by product). */
export const itemsKey = (list: string) => `${list}#`;

/** A capability's histories: its events, labels for the field paths they produce, the fields whose values are references, and names of its coded values. */
export interface RecordHistory {
  readonly events: Readonly<Record<string, EventHistory<never>>>;
  readonly fieldLabels: Readonly<Record<string, Label>>;
  readonly references: Readonly<Record<string, HistoryReference>>;
  readonly valueLabels: Readonly<Record<string, Label>>;
}

const RECORD_HISTORY = Symbol('record-history');

/** Declares the histories of a capability's events; the catalog (`history-catalog.ts`) collects what capabilities export. */
export function recordHistory<E extends DomainEvent>(
  events: EventHistories<E>,
  fieldLabels: Readonly<Record<string, Label>>,
  references: Readonly<Record<string, HistoryReference>> = {},
  valueLabels: Readonly<Record<string, Label>> = {},
): RecordHistory {
  const declared: RecordHistory = { events: events as unknown as RecordHistory['events'], fieldLabels, references, valueLabels };
  return Object.defineProperty(declared, RECORD_HISTORY, { value: true, enumerable: false });
}

export function isRecordHistory(value: unknown): value is RecordHistory {
  return typeof value === 'object' && value !== null && RECORD_HISTORY in value;
}

/** How to read amounts in an object: each money field and where its currency is (a field of the object or the record, or fixed). */
type MoneyFields = Readonly<Record<string, string>>;
export interface FlattenOptions {
  money?: MoneyFields;
  /** Measures kept in hundredths (weights in hundredths of a pound), shown as decimals. */
  hundredths?: readonly string[];
  /** Lists of objects keyed by a field other than `id` (order lines by product). */
  keys?: Readonly<Record<string, string>>;
}

const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);

/**
 * An object as history fields, written into `fields` (every audited event flattens its data: no
 * object per nested value); `record` resolves a money field's currency when the object does not carry it.
 */
function flattenInto(
  fields: Record<string, HistoryValue>,
  value: object,
  options: FlattenOptions,
  record: HistoryFields,
  prefix: string,
): Record<string, HistoryValue> {
  const own = value as Record<string, unknown>;
  // What nested values resolve currencies by: the record, then this object's currencies (worked out once, when needed).
  let nestedRecord: HistoryFields | null = null;
  const nested = () => (nestedRecord ??= { ...record, ...flattenCurrencies(own) });
  for (const key of Object.keys(own)) {
    const entry = own[key];
    const path = prefix ? `${prefix}.${key}` : key;
    const currencyField = options.money?.[key];
    if (currencyField && typeof entry === 'number') {
      const currency = isCurrency(currencyField) ? currencyField : (own[currencyField] ?? record[currencyField]);
      fields[path] = isCurrency(currency) ? { money: entry, currency } : entry;
    } else if (options.hundredths?.includes(key) && typeof entry === 'number') {
      fields[path] = entry / 100;
    } else if (Array.isArray(entry)) {
      if (entry.every((item) => typeof item !== 'object' || item === null)) {
        fields[path] = entry.join(', ');
        continue;
      }
      const keyField = options.keys?.[key] ?? 'id';
      entry.forEach((item: Record<string, unknown>, index) => flattenInto(fields, item, options, nested(), `${path}#${String(item[keyField] ?? index + 1)}`));
    } else if (entry !== null && typeof entry === 'object') {
      flattenInto(fields, entry, options, nested(), path);
    } else if (entry !== undefined) {
      fields[path] = entry as HistoryValue;
    }
  }
  return fields;
}

/** The currencies an object names, for amounts in its nested lists. */
function flattenCurrencies(value: Record<string, unknown>): Record<string, HistoryValue> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => isCurrency(entry))) as Record<string, HistoryValue>;
}

/** The record with these fields set; a list or object set anew replaces all it held (a removed line goes). */
export function merged(record: HistoryFields, value: object, options?: FlattenOptions): HistoryFields {
  const replaced = Object.keys(value);
  const result: Record<string, HistoryValue> = {};
  for (const path of Object.keys(record)) {
    if (!replaced.some((key) => path.startsWith(key) && (path.length === key.length || path[key.length] === '.' || path[key.length] === '#')))
      result[path] = record[path];
  }
  return flattenInto(result, value, options ?? {}, record, '');
}

/** The record as it was before its delete (the Undo of a delete). */
export function restored(record: HistoryFields): HistoryFields {
  return Object.fromEntries(Object.entries(record).filter(([path]) => path !== 'deleted'));
}

/** The record without one list item's fields. */
export function withoutItem(record: HistoryFields, list: string, item: string | number): HistoryFields {
  const prefix = `${list}#${item}.`;
  return Object.fromEntries(Object.entries(record).filter(([path]) => !path.startsWith(prefix)));
}

/** Field-level changes from one state of a record to the next, in the order fields appear. */
export function diffFields(before: HistoryFields, after: HistoryFields): FieldChange[] {
  // Every audited event diffs its record: a loop over both key lists, no set or spread per call.
  const changes: FieldChange[] = [];
  for (const path in before) {
    if (!Object.prototype.hasOwnProperty.call(before, path)) continue;
    const has = Object.prototype.hasOwnProperty.call(after, path);
    if (has && sameValue(before[path], after[path])) continue;
    if (!has && isEmpty(before[path])) continue;
    const change: FieldChange = splitPath(path);
    change.before = before[path];
    if (has) change.after = after[path];
    changes.push(change);
  }
  for (const path in after) {
    if (!Object.prototype.hasOwnProperty.call(after, path) || Object.prototype.hasOwnProperty.call(before, path)) continue;
    // An empty field appearing (or going) says nothing: a new record lists what it was given.
    if (isEmpty(after[path])) continue;
    const change: FieldChange = splitPath(path);
    change.after = after[path];
    changes.push(change);
  }
  return changes;
}

const isEmpty = (value: HistoryValue | undefined) => value === null || value === '' || value === undefined;

function sameValue(a: HistoryValue | undefined, b: HistoryValue | undefined): boolean {
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') return a.money === b.money && a.currency === b.currency;
  return a === b;
}

/** `lines#3.quantity` -> field `lines.quantity`, item `3` (labels name the field; the item says which line). */
export function splitPath(path: string): { field: string; item?: string } {
  const match = /^([^#]+)#([^.]+)(\..*)?$/.exec(path);
  return match ? { field: `${match[1]}${match[3] ?? ''}`, item: match[2] } : { field: path };
}

export const isMoneyValue = (value: HistoryValue | undefined): value is MoneyValue => typeof value === 'object' && value !== null;
