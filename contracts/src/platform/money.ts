/**
 * Money is exact: integer minor units per currency (USD cents, whole dong).
 * Formatting is the only place where minor units become decimals.
 */
export const CURRENCIES = ['UsDollar', 'VietDong'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MINOR_UNITS: Record<Currency, number> = { UsDollar: 100, VietDong: 1 };
const ISO: Record<Currency, string> = { UsDollar: 'USD', VietDong: 'VND' };

/** Dong per dollar, per the business constants (the server's default; EXCHANGE_RATE_VND_PER_USD overrides it). */
/** What a person typed in major units ('24.99') as minor units (2499); null when empty, NaN when not a number. */
export function majorToMinor(text: string, currency: Currency): number | null {
  return decimalToScaled(text, MINOR_UNITS[currency]);
}

/** A decimal as typed ('12.5') in whole units of 1/`scale` (1250 for 100); null when empty, NaN when not a number. */
export function decimalToScaled(text: string, scale: number): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d+(\.\d*)?$/.test(trimmed) ? Math.round(Number(trimmed) * scale) : Number.NaN;
}

/** Minor units shown for editing in major units ('24.99'); '' for none. */
export function minorToMajor(minor: number | null | undefined, currency: Currency): string {
  return minor === null || minor === undefined || Number.isNaN(minor) ? '' : String(minor / MINOR_UNITS[currency]);
}

export const EXCHANGE_RATE_VND_PER_USD = 26_000;

/**
 * An amount in another currency at `vndPerUsd` dong per dollar, rounded half-up to a whole minor
 * unit. Dollars and dong are never added together: convert first, then add.
 */
export function convertMoney(minor: number, from: Currency, to: Currency, vndPerUsd: number): number {
  if (from === to) return minor;
  const dongPerMinor = vndPerUsd / MINOR_UNITS.UsDollar;
  return from === 'UsDollar' ? Math.round(minor * dongPerMinor) : Math.round(minor / dongPerMinor);
}

export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = currency === 'UsDollar' ? 2 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: ISO[currency],
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / MINOR_UNITS[currency]);
}

/**
 * Quantity-weighted mean price: total cost over units, rounded half-up to a whole minor unit (2
 * decimals for dollars); 0 when there are no units. Exact: totals stay integers until the division.
 */
export function averageUnitPrice(totalCost: number, units: number): number {
  return units === 0 ? 0 : Math.round(totalCost / units);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date in the reader's language. A date-only value (date purchased, exp date: `YYYY-MM-DD`) is
 * a calendar day, not an instant: it shows the same day in every time zone. A timestamp shows in
 * the reader's time zone (`timeZone`, the browser's when absent).
 */
export function formatDate(value: string, locale: string, timeZone?: string): string {
  const dateOnly = DATE_ONLY.test(value);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: dateOnly ? 'UTC' : timeZone }).format(
    new Date(dateOnly ? `${value}T00:00:00Z` : value),
  );
}
