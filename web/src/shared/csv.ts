import Papa from 'papaparse';
import { downloadBlob } from './download-file';

/**
 * Rows as the business's exports are: ';' separators and CRLF line ends. A cell that a spreadsheet
 * would run as a formula (=, +, -, @, tab, carriage return first) is prefixed with a quote mark, so
 * a customer named "=HYPERLINK(...)" stays text.
 */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return Papa.unparse({ fields: header, data: rows.map((row) => row.map((cell) => cell ?? '')) }, { delimiter: ';', newline: '\r\n', escapeFormulae: true });
}

/** Downloads rows as a CSV file (with a byte-order mark, so spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, header: string[], rows: (string | number | null)[][]): void {
  downloadBlob(fileName, new Blob([`\uFEFF${toCsv(header, rows)}`], { type: 'text/csv;charset=utf-8' }));
}
