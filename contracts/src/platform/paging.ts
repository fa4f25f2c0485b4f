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

/** A whole number sent as query-string text (GET lists). */
const queryWhole = (fallback: number, max: number) =>
  z
    .string({ error: 'validation.mustBeNumeric' })
    .max(9, 'validation.tooLarge')
    .regex(/^\d+$/, 'validation.mustBeWholeNumber')
    .transform(Number)
    .pipe(z.number().max(max, 'validation.invalidValue'))
    .optional()
    .transform((value) => value ?? fallback);

/** Paging of a GET list from the query string (`?page=0&pageSize=15`), with the page size a caller gets by default. */
export const queryPagingWith = (defaultPageSize: number) =>
  z.object({
    page: queryWhole(0, 1_000_000),
    pageSize: queryWhole(defaultPageSize, MAX_PAGE_SIZE).refine((size) => size >= 1, 'validation.mustBePositive'),
  });

/** Paging of a GET list: 15 rows unless asked otherwise. */
export const queryPagingSchema = queryPagingWith(PAGE_SIZE);
