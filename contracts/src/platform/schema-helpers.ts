import { z } from 'zod';

/** Word start, local part, @, letters, dot, letters: the spec's email rule. */
export const EMAIL = /^\b[\w.%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]+$/;

/** Longest texts the server accepts, by kind; every text field names one. */
export const TEXT_MAX = { name: 100, email: 254, phone: 30, line: 200, code: 64, search: 200, password: 128, message: 2000, html: 50_000 } as const;
/** Largest count a quantity field accepts. */
export const MAX_QUANTITY = 1_000_000;
/** Largest amount a money field accepts, in minor units (sums stay exact integers). */
export const MAX_MONEY = 10_000_000_000;

/**
 * Characters no text may hold: C0 and C1 controls and DEL (a CR/LF turns a tracking number into a
 * mail header, a NUL ends a query string early) and the bidi embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which make a name or a line read as something else.
 */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;
/** A paragraph (a message, a description) keeps tab, line feed and carriage return. */
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;
/** No lone UTF-16 surrogate (half of a character: stored, it is no text at all, and JSON and databases mangle it). */
const WELL_FORMED = /^\P{Cs}*$/u;
/** Texts at least this long are paragraphs, typed in multi-line boxes. */
const MULTI_LINE_FROM = TEXT_MAX.message;

/**
 * Every text field starts here: a string of at most `max` characters with no control characters,
 * each refusal with its own message (`controls` names the field's own, `abort` stops at the first
 * for fields whose later checks would only repeat it).
 */
export const text = (
  max: number,
  { error = 'validation.invalidValue', abort = false, controls = 'validation.controlCharacters' }: { error?: string; abort?: boolean; controls?: string } = {},
) =>
  z
    .string({ error })
    .max(max, { message: 'validation.tooLong', abort })
    .regex(max >= MULTI_LINE_FROM ? MULTI_LINE : SINGLE_LINE, { message: controls, abort })
    .regex(WELL_FORMED, { message: controls, abort });

/** Optional text, trimmed, '' when absent. */
export const optionalText = (max: number = TEXT_MAX.line) => text(max).trim().default('');

/** A text filter: trimmed, absent or null meaning "any". */
export const searchText = () => text(TEXT_MAX.search).trim().nullish();

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A required whole number, with the spec's messages for missing and non-numeric input. */
export const wholeNumber = () =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? 'validation.required' : 'validation.mustBeNumeric') })
    .int('validation.mustBeWholeNumber')
    .max(Number.MAX_SAFE_INTEGER, 'validation.tooLarge')
    .min(Number.MIN_SAFE_INTEGER, 'validation.invalidValue');

/** A required non-negative whole number (quantities, money in minor units), at most `max`. */
export const nonNegativeWhole = (max: number = MAX_MONEY) => wholeNumber().min(0, 'validation.mustNotBeNegative').max(max, 'validation.tooLarge');

/** A required reference to another record by its numeric id. */
export const idRef = () => wholeNumber().min(1, 'validation.required');

/**
 * A record's id where it arrives as text (a query string, a multipart field): digits, no leading
 * zero, read as a number. Each use names its messages for text that is missing, too long or not an id.
 */
export const idText = ({
  missing = 'validation.required',
  tooLong = 'validation.invalidValue',
  notAnId = 'validation.invalidValue',
}: { missing?: string; tooLong?: string; notAnId?: string } = {}) =>
  z
    .string({ error: missing })
    .max(15, tooLong)
    .regex(/^[1-9]\d{0,14}$/, notAnId)
    .transform(Number);

/**
 * The key a form gives a line (a parcel, a charge line) before it is saved: a save sent twice adds
 * the line once. Random per line (the web makes 128 bits), so keys of two forms never meet.
 */
export const lineKey = () =>
  z
    .string({ error: 'validation.invalidValue' })
    .max(64, 'validation.tooLong')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalidValue')
    .optional();

export const requiredText = (max: number = TEXT_MAX.line) => text(max, { error: 'validation.required' }).trim().min(1, 'validation.required');

export const isoDate = () =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? 'validation.required' : 'validation.invalidDate') })
    .min(1, { message: 'validation.required', abort: true })
    .max(10, { message: 'validation.invalidDate', abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalidDate', abort: true })
    .refine(isCalendarDate, 'validation.invalidDate');

/** The first and last years a business date may name (a purchase, an invoice, an expiry). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/**
 * A day that exists: its month has that many days (leap years by the Gregorian rule), in a year a
 * business date can name. `Date.parse` took 2026-02-30 (as 2 March) and 0000-01-01.
 */
export function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number);
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** A person's or business's name: letters, spaces, apostrophes, dots and hyphens ('Cannot contain any special characters'). */
const NAME = /^[\p{L}\s'.-]+$/u;
export const personName = () =>
  text(TEXT_MAX.name, { error: 'validation.required', abort: true })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .regex(NAME, 'validation.noSpecialCharacters');

/** A phone number: digits only, at least 9 of them (the customer form's rule, the contact form's too). */
export const phoneNumber = () =>
  text(TEXT_MAX.phone, { error: 'validation.required', abort: true })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .regex(/^\d+$/, { message: 'validation.onlyNumbers', abort: true })
    .min(9, 'validation.phoneTooShort');
