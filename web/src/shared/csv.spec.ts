import { spreadsheetAmount } from '@cargo/contracts';
import Papa from 'papaparse';
import { toCsv } from './csv';

describe('CSV exports', () => {
  it("use ';' and CRLF, quote what needs quoting, and keep formulas as text", () => {
    const text = toCsv(
      ['Id', 'Name', 'Note'],
      [
        [1, 'Công Ty Bình Minh', null],
        [2, '=HYPERLINK("http://x","click")', 'a;b'],
        [3, '+1 (555)', '@SUM(A1)'],
        [4, -5, 'line\nbreak'],
      ],
    );
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Id;Name;Note');
    expect(lines[1]).toBe('1;Công Ty Bình Minh;');
    expect(lines[2]).toBe(`2;"'=HYPERLINK(""http://x"",""click"")";"a;b"`);
    expect(lines[3]).toBe("3;'+1 (555);'@SUM(A1)");
    // Numbers are values, not formulas: a negative amount stays a number.
    expect(lines[4]).toBe('4;-5;"line\nbreak"');
  });

  it('neutralises a formula on several lines, and one that starts with a minus, tab or carriage return', () => {
    const text = toCsv(['Description'], [['=HYPERLINK("http://evil","x")\n+1'], ['-2+3'], ['\t=1+1'], ['\r=1+1'], ['@cmd\r\n=2']]);
    const cells = Papa.parse<string[]>(text, { delimiter: ';', newline: '\r\n' })
      .data.slice(1)
      .map((row) => row[0]);
    expect(cells).toEqual([`'=HYPERLINK("http://evil","x")\n+1`, `'-2+3`, `'\t=1+1`, `'\r=1+1`, `'@cmd\r\n=2`]);
  });

  it('writes amounts as numbers a spreadsheet sums, negatives included, in the currency they are kept in', () => {
    const text = toCsv(
      ['Amount', 'Dong'],
      [
        [spreadsheetAmount(-12_000, 'UsDollar'), spreadsheetAmount(2_500_000, 'VietDong')],
        [spreadsheetAmount(12_345, 'UsDollar'), 0],
      ],
    );
    expect(text.split('\r\n').slice(1)).toEqual(['-120;2500000', '123.45;0']);
  });
});
