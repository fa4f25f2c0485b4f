import Papa from 'papaparse';
import { decimalToScaled, MINOR_UNITS } from '@cargo/contracts';

/** A bank line the import will record: its date, its amount (the bank's sign turned over) and its description. */
export interface BankRow {
  line: number;
  transactionDate: string;
  amount: number;
  description: string;
  /** The same line of the same file gives the same key, so a second import of it adds nothing. */
  importKey: string;
}

export interface RejectedRow {
  line: number;
  text: string;
  /** `credit`: money coming in, which is not an expense. */
  reason: 'badDate' | 'badAmount' | 'tooFewColumns' | 'credit';
}

/** A debit/credit column's word, where a bank writes every amount positive and says which way it went. */
const DEBIT = /^(debit|dr|withdrawal)$/i;
const CREDIT = /^(credit|cr|deposit)$/i;

/** Which way a line's money went: by its debit/credit column when it has one (3rd or 4th), else by its sign (money out is negative). */
function isDebit(columns: string[], amount: number): boolean {
  const marked = columns.slice(2, 4).map((column) => column.trim());
  if (marked.some((word) => DEBIT.test(word))) return true;
  if (marked.some((word) => CREDIT.test(word))) return false;
  return amount <= 0;
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** month/day/year as an ISO day, or null when it is not a real day. */
function isoDay(text: string): string | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, month, day, year] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** '-45.67' or '$1,234.50' as cents; NaN when it is not an amount. */
function cents(text: string): number {
  const cleaned = text
    .trim()
    .replace(/[$\s]/g, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const negative = cleaned.startsWith('-') || (cleaned.startsWith('(') && cleaned.endsWith(')'));
  const digits = cleaned.replace(/^[-(]|\)$/g, '');
  const value = decimalToScaled(digits, MINOR_UNITS.UsDollar);
  return value === null || Number.isNaN(value) ? Number.NaN : negative ? -value : value;
}

/**
 * A bank export as the business's bank writes it, read with a real CSV parser (quoted fields may hold
 * commas): column 1 the date (month/day/year), column 2 the amount, column 5 the description. An
 * expense is money going out: a debit (a negative amount, or one its debit/credit column calls a
 * debit) is recorded as a positive expense; a credit, money coming in, is not an expense and is
 * skipped with that reason. Rows that cannot be read are returned with the reason, so the preview
 * shows them before anything is written.
 */
export function readBankCsv(text: string): { rows: BankRow[]; rejected: RejectedRow[] } {
  // Banks mix line ends; one kind keeps the parser from reading a stray CR into a quoted field.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), { delimiter: ',', newline: '\n', skipEmptyLines: 'greedy' });
  const rows: BankRow[] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((columns, index) => {
    const line = index + 1;
    const raw = columns.join(',');
    if (columns.length < 5) return rejected.push({ line, text: raw, reason: 'tooFewColumns' });
    const transactionDate = isoDay(columns[0]);
    if (!transactionDate) return rejected.push({ line, text: raw, reason: 'badDate' });
    const signed = cents(columns[1]);
    if (!Number.isFinite(signed)) return rejected.push({ line, text: raw, reason: 'badAmount' });
    if (!isDebit(columns, signed)) return rejected.push({ line, text: raw, reason: 'credit' });
    const amount = Math.abs(signed);
    const description = columns[4].trim().slice(0, 2000);
    const identity = `${transactionDate}|${amount}|${description}`;
    const occurrence = seen.get(identity) ?? 0;
    seen.set(identity, occurrence + 1);
    rows.push({ line, transactionDate, amount, description, importKey: `bank|${identity}|${occurrence}` });
    return undefined;
  });
  return { rows, rejected };
}
