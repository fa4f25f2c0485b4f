import { useTranslation } from 'react-i18next';
import { eventHistories, fieldLabels, historyValueLabels, type FieldChange, type HistoryValue } from '@cargo/contracts';
import { plainText } from './plain-text';
import { useFormat } from './use-format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A history's words in the reader's language: what each change is called, its fields' names, and values as the screens show them. */
export function useHistoryText() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const value = (shown: HistoryValue | undefined): string => {
    if (shown === undefined || shown === null || shown === '') return t('common.none');
    if (typeof shown === 'boolean') return t(shown ? 'common.yes' : 'common.no');
    if (typeof shown === 'object') return format.money(shown.money, shown.currency);
    if (typeof shown === 'number') return format.number(shown);
    if (ISO_DATE.test(shown)) return format.date(shown);
    // Descriptions are rich text: their words, never their markup.
    return historyValueLabels[shown]?.[language] ?? (shown.includes('<') ? plainText(shown) : shown);
  };
  const field = (change: FieldChange) => {
    const label = fieldLabels[change.field]?.[language] ?? change.field;
    return change.item ? `${label} #${change.item}` : label;
  };
  return {
    event: (type: string) => eventHistories[type]?.label[language] ?? type,
    field,
    value,
    /** One change as one line: "Unit price: $21.99 → $23.99", or "Title: Dried mango" for a field a record is given. */
    change: (change: FieldChange) => (change.before === undefined ? `${field(change)}: ${value(change.after)}` : `${field(change)}: ${value(change.before)} → ${value(change.after)}`),
  };
}
