import { readBankCsv } from './bank-csv';

describe('reading a bank export', () => {
  it('reads quoted fields holding commas, turns the amount over, and keys each line', () => {
    const { rows, rejected } = readBankCsv('11/02/2026,-45.67,*,,"COSTCO WHSE #123, SEATTLE WA"\r\n11/03/2026,"-1,234.50",*,,"FUEL, DIESEL"\n');
    expect(rejected).toEqual([]);
    expect(rows).toEqual([
      {
        line: 1,
        transactionDate: '2026-11-02',
        amount: 4567,
        description: 'COSTCO WHSE #123, SEATTLE WA',
        importKey: 'bank|2026-11-02|4567|COSTCO WHSE #123, SEATTLE WA|0',
      },
      { line: 2, transactionDate: '2026-11-03', amount: 123_450, description: 'FUEL, DIESEL', importKey: 'bank|2026-11-03|123450|FUEL, DIESEL|0' },
    ]);
  });

  it('gives the reason for rows it cannot read: a bad date, a bad amount, too few columns', () => {
    const { rows, rejected } = readBankCsv('13/45/2026,-1.00,*,,Bad date\n02/30/2026,-1.00,*,,Not a day\n11/02/2026,abc,*,,Bad amount\n11/02/2026,-1.00\n');
    expect(rows).toEqual([]);
    expect(rejected.map((row) => [row.line, row.reason])).toEqual([
      [1, 'badDate'],
      [2, 'badDate'],
      [3, 'badAmount'],
      [4, 'tooFewColumns'],
    ]);
  });

  it('an empty file has no rows; two identical lines are two expenses, and the same file read again gives the same keys', () => {
    expect(readBankCsv('')).toEqual({ rows: [], rejected: [] });
    const file = '11/02/2026,-5.00,*,,COFFEE\n11/02/2026,-5.00,*,,COFFEE\n';
    const keys = readBankCsv(file).rows.map((row) => row.importKey);
    expect(new Set(keys).size).toBe(2);
    expect(readBankCsv(file).rows.map((row) => row.importKey)).toEqual(keys);
  });

  it('records money going out as a positive expense and skips money coming in, whether the bank signs its debits negative or marks them in a debit/credit column', () => {
    const signed = readBankCsv('11/02/2026,-120.00,*,,BANK FEE\n11/03/2026,250.00,*,,CUSTOMER DEPOSIT\n');
    expect(signed.rows.map((row) => [row.line, row.amount, row.description])).toEqual([[1, 12_000, 'BANK FEE']]);
    expect(signed.rejected.map((row) => [row.line, row.reason])).toEqual([[2, 'credit']]);
    const marked = readBankCsv(
      '11/02/2026,120.00,DEBIT,,BANK FEE\n11/03/2026,250.00,CREDIT,,CUSTOMER DEPOSIT\n11/04/2026,"1,000.00",,DR,RENT\n11/05/2026,15.00,,cr,REFUND\n',
    );
    expect(marked.rows.map((row) => [row.line, row.amount, row.description])).toEqual([
      [1, 12_000, 'BANK FEE'],
      [3, 100_000, 'RENT'],
    ]);
    expect(marked.rejected.map((row) => [row.line, row.reason])).toEqual([
      [2, 'credit'],
      [4, 'credit'],
    ]);
    // The same debit keys the same way in either file, so importing both records it once.
    expect(marked.rows[0].importKey).toBe(signed.rows[0].importKey);
  });
});
