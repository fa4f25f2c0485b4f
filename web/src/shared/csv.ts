import Papa from 'papaparse';
import { spreadsheetText } from '@cargo/contracts';
import { downloadBlob } from './download-file';

/**
 * Rows as the business's exports are: ';' separators and CRLF line ends. Text a spreadsheet would
 * run as a formula is neutralised (`spreadsheetText`, multi-line cells included); numbers stay
 * numbers, so amounts can be summed (see `spreadsheetAmount`).
 */
export function toCsv(header: string[], rows: Cell[][]): string {
  const cell = (value: Cell) => (typeof value === 'string' ? spreadsheetText(value) : (value ?? ''));
  return Papa.unparse({ fields: header.map(spreadsheetText), data: rows.map((row) => row.map(cell)) }, { delimiter: ';', newline: '\r\n' });
}

type Cell = string | number | null;

/** A list's CSV export: its file name, its header (in the reader's language) and each row's cells. */
export interface CsvFile<Row> {
  name: string;
  header: string[];
  row: (row: Row) => Cell[];
  /** Each column's field, where a role may hide it (money, costs, personal data): a hidden field's column is left out. */
  fields?: (string | null)[];
}

/** The file without the columns whose field `hides` says the reader may not see. */
export function withoutHidden<Row>(file: CsvFile<Row>, hides: (field: string) => boolean): CsvFile<Row> {
  const { fields } = file;
  if (!fields || !fields.some((field) => field !== null && hides(field))) return file;
  const kept = (_cell: unknown, index: number) => {
    const field = fields[index];
    return field === null || field === undefined || !hides(field);
  };
  return { ...file, header: file.header.filter(kept), row: (row) => file.row(row).filter(kept) };
}

/** Downloads rows as a CSV file (with a byte-order mark, so spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, header: string[], rows: Cell[][]): void {
  downloadBlob(fileName, new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }));
}
