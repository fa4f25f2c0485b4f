import { MINOR_UNITS, type Currency } from './money';

/** What makes a spreadsheet read a text cell as a formula when it comes first (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of an export (CSV or XLSX), safe to open: text a spreadsheet would run as a formula
 * gets a leading quote mark, whatever follows it (a second line included), so a customer named
 * "=HYPERLINK(...)" stays text. Numbers are never passed here: they go out as numbers.
 */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** An amount kept in minor units, as the number a spreadsheet sums (dollars with cents, dong). */
export function spreadsheetAmount(minor: number, currency: Currency): number {
  return minor / MINOR_UNITS[currency];
}
