import { z } from 'zod';

/** Word start, local part, @, letters, dot, letters: the spec's email rule. */
export const EMAIL = /^\b[\w.%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]+$/;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A required whole number, with the spec's messages for missing and non-numeric input. */
export const wholeNumber = () =>
  z.number({ error: (issue) => (isMissing(issue.input) ? 'validation.required' : 'validation.mustBeNumeric') }).int('validation.mustBeWholeNumber');

/** A required non-negative whole number (quantities, money in minor units). */
export const nonNegativeWhole = () => wholeNumber().min(0, 'validation.mustNotBeNegative');

/** A required reference to another record by its numeric id. */
export const idRef = () => wholeNumber().min(1, 'validation.required');

export const requiredText = () =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required');

export const isoDate = () =>
  z.string({ error: (issue) => (isMissing(issue.input) ? 'validation.required' : 'validation.invalidDate') }).min(1, { message: 'validation.required', abort: true }).regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate').refine((value) => !Number.isNaN(Date.parse(value)), 'validation.invalidDate');
