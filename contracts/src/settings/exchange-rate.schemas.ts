import { z } from 'zod';
import { isoDate, wholeNumber } from '../platform/schema-helpers';
import { queryPagingWith } from '../platform/paging';

/** A dollar is worth at most this many dong here: a typo of several zeros is refused, not used. */
export const MAX_VND_PER_USD = 1_000_000;

/** Set Rate: dong per dollar from a day on. */
export const setExchangeRateSchema = z.object({
  effectiveDate: isoDate(),
  vndPerUsd: wholeNumber().min(1, 'validation.mustBePositive').max(MAX_VND_PER_USD, 'validation.tooLarge'),
});
export type SetExchangeRateInput = z.input<typeof setExchangeRateSchema>;

/** The rates screen's history: newest day first, a page at a time. */
export const exchangeRateQuerySchema = queryPagingWith(15);

/** The chart: the rates of the days from `from` to `to` (at most two years of days, so it stays one read). */
export const exchangeRateChartSchema = z.object({ from: isoDate(), to: isoDate() });
