import { z } from 'zod';
import { isoDate } from '../platform/schema-helpers';

/**
 * The overview's range: dates whose months it covers (default: the last 12 months to `asOf` or today),
 * and the day to read it as of (its end; absent, today or later: as it stands).
 */
export const overviewQuerySchema = z.object({
  from: isoDate().nullish(),
  to: isoDate().nullish(),
  asOf: isoDate().nullish(),
  /** Business date up to: the figures count stock purchased and expenses paid on or before it. */
  datedTo: isoDate().nullish(),
});
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

/** The customer dashboard as of the end of a day (absent, today or later: as it stands). */
export const customerDashboardQuerySchema = z.object({ asOf: isoDate().nullish() });
export type CustomerDashboardQuery = z.output<typeof customerDashboardQuerySchema>;
