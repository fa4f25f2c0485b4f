import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, type Currency } from '@cargo/contracts';
import { intlLocale } from '../i18n/i18n';

/** Money, numbers and dates in the reader's language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return {
    money: (minor: number, currency: Currency = 'UsDollar') => formatMoney(minor, currency, locale),
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
    date: (value: string | null | undefined) => (value ? formatDate(value, locale) : ''),
    dateTime: (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso)),
  };
}
