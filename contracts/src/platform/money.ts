/**
 * Money is exact: integer minor units per currency (USD cents, whole dong).
 * Formatting is the only place where minor units become decimals.
 */
export const CURRENCIES = ['UsDollar', 'VietDong'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MINOR_UNITS: Record<Currency, number> = { UsDollar: 100, VietDong: 1 };
const ISO: Record<Currency, string> = { UsDollar: 'USD', VietDong: 'VND' };

/** Dong per dollar, per the business constants. */
export const EXCHANGE_RATE_VND_PER_USD = 26_000;

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
