import { z } from 'zod';
import type { DomainEvent } from '../platform/envelope';
import { wholeNumber } from '../platform/schema-helpers';

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

/** The business's one storage terms record. */
export const STORAGE_TERMS_STREAM = 'storageterms';
export type StorageTermsSet = DomainEvent<'StorageTermsSet', { terms: StorageTerms }>;
export type StorageTermsEvent = StorageTermsSet;

/** Root's storage terms: free days (up to a year), the daily fee after them (US cents), the days after which an unclaimed package may be disposed of. */
export const storageTermsSchema = z.object({
  freeDays: wholeNumber().min(0, 'validation.mustNotBeNegative').max(365, 'validation.tooLarge'),
  dailyFee: wholeNumber().min(0, 'validation.mustNotBeNegative').max(100_000, 'validation.tooLarge'),
  disposeAfterDays: wholeNumber().min(1, 'validation.greaterThanZero').max(3650, 'validation.tooLarge'),
});
export type StorageTermsInput = z.input<typeof storageTermsSchema>;
