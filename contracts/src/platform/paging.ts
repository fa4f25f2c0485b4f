import { z } from 'zod';

/** List page size 15 rows, per the business constants. */
export const PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 500;

export const pagingSchema = z.object({
  page: z.number({ error: 'validation.mustBeNumeric' }).int('validation.mustBeWholeNumber').min(0, 'validation.mustNotBeNegative').default(0),
  pageSize: z
    .number({ error: 'validation.mustBeNumeric' })
    .int('validation.mustBeWholeNumber')
    .min(1, 'validation.mustBePositive')
    .max(MAX_PAGE_SIZE, 'validation.invalidValue')
    .default(PAGE_SIZE),
});

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
