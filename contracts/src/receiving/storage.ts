/** Storage terms until root sets its own: 30 free days, then 50 cents a day; unclaimed after 90 days may be disposed of. */
export const DEFAULT_STORAGE_TERMS = { freeDays: 30, dailyFee: 50, disposeAfterDays: 90 } as const;
export interface StorageTerms {
  freeDays: number;
  /** US cents per day past the free days. */
  dailyFee: number;
  disposeAfterDays: number;
}

const DAY_MS = 86_400_000;

/** Whole days from the day received to `today` (both `YYYY-MM-DD`): received today is day 0. */
export const daysBetween = (from: string, today: string) => Math.max(0, Math.round((Date.parse(today.slice(0, 10)) - Date.parse(from.slice(0, 10))) / DAY_MS));

/** The fee accrued by a package `days` in storage, in US cents: nothing for the free days, then the daily fee. */
export const storageFee = (days: number, terms: StorageTerms) => Math.max(0, days - terms.freeDays) * terms.dailyFee;
