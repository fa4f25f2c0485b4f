import { z } from 'zod';
import { isoDate, wholeNumber } from '../platform/schema-helpers';
import { PAGE_SIZE, queryPagingWith } from '../platform/paging';

/** A dollar is worth at most this many dong here: a typo of several zeros is refused, not used. */
export const MAX_VND_PER_USD = 1_000_000;

/** Set Rate: dong per dollar from a day on. */
export const setExchangeRateSchema = z.object({
  effectiveDate: isoDate(),
  vndPerUsd: wholeNumber().min(1, 'validation.mustBePositive').max(MAX_VND_PER_USD, 'validation.tooLarge'),
});
export type SetExchangeRateInput = z.input<typeof setExchangeRateSchema>;

/** The rates screen's history: newest day first, a page at a time. */
export const exchangeRateQuerySchema = queryPagingWith(PAGE_SIZE);

/** The chart reads at most this many days of rates at once (two years), so it stays one bounded read. */
export const MAX_CHART_DAYS = 731;

/** The chart: the rates of the days from `from` to `to`, `to` not before `from` and at most MAX_CHART_DAYS later. */
export const exchangeRateChartSchema = z
  .object({ from: isoDate(), to: isoDate() })
  .refine(({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 <= MAX_CHART_DAYS, {
    path: ['to'],
    message: 'validation.invalidValue',
  });
