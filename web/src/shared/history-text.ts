import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  eventHistories,
  fieldLabels,
  historyReferences,
  historyValueLabels,
  type Currency,
  type DropdownRef,
  type FieldChange,
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
    // Descriptions are rich text: their words, never their markup.
    return historyValueLabels[shown]?.[language] ?? (shown.includes('<') ? plainText(shown) : shown);
  };
  /** A value as the screens show it: an option by its name, a customer by their label, a vendor by name, never a bare id. */
  const value = (shown: HistoryValue | undefined, field?: string, context?: ChangeContext): string => {
    const reference = field && context ? historyReferences(context.type)[field] : undefined;
    if (reference === undefined || typeof shown !== 'number') return plain(shown);
    if (reference === 'customer' || reference === 'vendor') return context!.names[`${reference}:${shown}`] ?? `#${shown}`;
    const option = options?.[reference.slice('option:'.length) as DropdownRef]?.find((candidate) => candidate.id === shown);
    return option ? option.displayName[language] : `#${shown}`;
  };
  const field = (change: Pick<FieldChange, 'field' | 'item'>) => {
    const label = fieldLabels[change.field]?.[language] ?? change.field;
    return change.item ? `${label} #${change.item}` : label;
  };
  return {
    event: (type: string) => eventHistories[type]?.label[language] ?? type,
    field,
    value,
    /** One change as one line: "Status: Received in US → In transit", or "Title: Dried mango" for a field a record is given. */
    change: (change: FieldChange, context?: ChangeContext) =>
      change.before === undefined
        ? `${field(change)}: ${value(change.after, change.field, context)}`
        : `${field(change)}: ${value(change.before, change.field, context)} → ${value(change.after, change.field, context)}`,
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
