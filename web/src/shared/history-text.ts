import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  eventHistories,
  fieldLabels,
  historyItemReference,
  historyReferences,
  historyValueLabels,
  isNamedReference,
  isNumberedReference,
  type Currency,
  type DropdownRef,
  type FieldChange,
  type HistoryReference,
  type HistoryValue,
  type ReferenceNames,
} from '@cargo/contracts';
import { optionsApi } from './options.api';
import { plainText } from './plain-text';
import { useFormat } from './use-format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Where a change was made: its event (which says what its id fields refer to) and the names the server read for them. */
export interface ChangeContext {
  type: string;
  names: ReferenceNames;
}

/** A change to a field the reader's roles hide: that it changed, never to what. */
const HIDDEN_CHANGE = { en: 'changed', vi: 'đã thay đổi' } as const;

/** A history's words in the reader's language: what each change is called, its fields' names, and values as the screens show them. */
export function useHistoryText() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { data: options } = optionsApi.useDropdownOptionsQuery();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const plain = (shown: HistoryValue | undefined): string => {
    if (shown === undefined || shown === null || shown === '') return t('common.none');
    if (typeof shown === 'boolean') return t(shown ? 'common.yes' : 'common.no');
    if (typeof shown === 'object') return format.money(shown.money, shown.currency);
    if (typeof shown === 'number') return format.number(shown);
    if (ISO_DATE.test(shown)) return format.date(shown);
    const coded = historyValueLabels[shown]?.[language];
    if (coded) return coded;
    // A list of coded values (the emails a customer turned off) reads as their names.
    const parts = shown.split(', ');
    if (parts.length > 1 && parts.every((part) => historyValueLabels[part])) return parts.map((part) => historyValueLabels[part]![language]).join(', ');
    // Descriptions are rich text: their words, never their markup.
    return shown.includes('<') ? plainText(shown) : shown;
  };
  /** What an id names, as the screens name it: an option by its name, a record by the name the server read, a group or a package by its number. */
  const named = (reference: HistoryReference, id: string, context: ChangeContext): string => {
    if (isNamedReference(reference)) return context.names[`${reference}:${id}`] ?? `#${id}`;
    if (isNumberedReference(reference)) return `#${id}`;
    const option = options?.[reference.slice('option:'.length) as DropdownRef]?.find((candidate) => String(candidate.id) === id);
    return option ? option.displayName[language] : `#${id}`;
  };
  /** A value as the screens show it, never a bare id. */
  const value = (shown: HistoryValue | undefined, field?: string, context?: ChangeContext): string => {
    const reference = field && context ? historyReferences(context.type)[field] : undefined;
    return reference === undefined || typeof shown !== 'number' ? plain(shown) : named(reference, String(shown), context!);
  };
  /** A field's name; an item of a list is told by what it is (an order line by its product), else by its number. */
  const field = (change: Pick<FieldChange, 'field' | 'item'>, context?: ChangeContext) => {
    const label = fieldLabels[change.field]?.[language] ?? change.field;
    if (!change.item) return label;
    const reference = context ? historyItemReference(context.type, change.field) : undefined;
    return reference === undefined ? `${label} #${change.item}` : `${label} (${named(reference, change.item, context!)})`;
  };
  return {
    event: (type: string) => eventHistories[type]?.label[language] ?? type,
    field,
    value,
    /** One change as one line: "Status: Received in US → In transit", or "Title: Dried mango" for a field a record is given. */
    change: (change: FieldChange, context?: ChangeContext) =>
      change.hidden
        ? `${field(change, context)}: ${HIDDEN_CHANGE[language]}`
        : change.before === undefined
          ? `${field(change, context)}: ${value(change.after, change.field, context)}`
          : `${field(change, context)}: ${value(change.before, change.field, context)} → ${value(change.after, change.field, context)}`,
    /** An event that moved no field (bookkeeping): its own fields in words, nested ones flattened, never as raw JSON. */
    data: (data: unknown): string =>
      flatten(data)
        .map(([path, shown]) => `${fieldLabels[path]?.[language] ?? fieldLabels[path.split('.').pop()!]?.[language] ?? path}: ${plain(shown)}`)
        .join('; '),
  };
}

/** Amounts an event's data keeps in minor units, read as money in the currency beside them. */
const MONEY_KEYS = new Set(['amount', 'credit', 'creditToUse', 'total', 'unitPrice', 'paid', 'balance', 'tender', 'cashChange']);

/** An event's data as path and scalar pairs (`lines.0.quantity`), for reading; arrays and objects are walked. */
function flatten(data: unknown, prefix = ''): [string, HistoryValue][] {
  if (data === null || typeof data !== 'object') return prefix ? [[prefix, data as HistoryValue]] : [];
  const currency = (data as { currencyId?: unknown }).currencyId;
  return Object.entries(data).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (MONEY_KEYS.has(key) && typeof inner === 'number' && (CURRENCIES as readonly unknown[]).includes(currency))
      return [[path, { money: inner, currency: currency as Currency }]];
    return flatten(inner, path);
  });
}
