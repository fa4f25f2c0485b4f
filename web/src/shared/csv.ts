import Papa from 'papaparse';

/** Downloads rows as CSV the way the business's exports are: ';' separators and CRLF line ends. */
export function downloadCsv(fileName: string, header: string[], rows: (string | number | null)[][]): void {
  const text = Papa.unparse({ fields: header, data: rows.map((row) => row.map((cell) => cell ?? '')) }, { delimiter: ';', newline: '\r\n' });
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
