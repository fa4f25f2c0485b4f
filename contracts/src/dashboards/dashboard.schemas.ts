import { z } from 'zod';
import { isoDate } from '../platform/schema-helpers';

/** The overview's range: dates whose months it covers (default: the last 12 months to today). */
export const overviewQuerySchema = z.object({
  from: isoDate().nullish(),
  to: isoDate().nullish(),
});
export type OverviewQuery = z.output<typeof overviewQuerySchema>;
