import { toCsv } from './csv';

describe('CSV exports', () => {
  it("use ';' and CRLF, quote what needs quoting, and keep formulas as text", () => {
    const text = toCsv(['Id', 'Name', 'Note'], [
      [1, 'Công Ty Bình Minh', null],
      [2, '=HYPERLINK("http://x","click")', 'a;b'],
      [3, '+1 (555)', '@SUM(A1)'],
      [4, -5, 'line\nbreak'],
    ]);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Id;Name;Note');
    expect(lines[1]).toBe('1;Công Ty Bình Minh;');
    expect(lines[2]).toBe(`2;"'=HYPERLINK(""http://x"",""click"")";"a;b"`);
    expect(lines[3]).toBe(`3;"'+1 (555)";"'@SUM(A1)"`);
    // Numbers are values, not formulas: a negative amount stays a number.
    expect(lines[4]).toBe('4;-5;"line\nbreak"');
  });
});
