import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, WEIGHT_UNITS_PER_LB, type Currency } from '@cargo/contracts';
import { intlLocale } from '../i18n/i18n';

/** Money, numbers and dates in the reader's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return {
    money: (minor: number, currency: Currency = 'UsDollar') => formatMoney(minor, currency, locale),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    /** A measured figure with a fixed count of decimals, in the reader's separator (0,9 in Vietnamese). */
    decimal: (value: number, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
    /** A chart axis's short form: 1.5K, 250 N (tr.) in Vietnamese. */
    compact: (value: number) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    /** A weight kept in hundredths of a pound, in pounds. */
    pounds: (hundredths: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / WEIGHT_UNITS_PER_LB),
    date: (value: string | null | undefined) => (value ? formatDate(value, locale) : ''),
    dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
  };
}
