import fc from 'fast-check';
import { isoDate, text, TEXT_MAX } from './schema-helpers';

describe('isoDate', () => {
  const parse = (value: string) => isoDate().safeParse(value);

  it('takes days that exist, 29 February in leap years included', () => {
    for (const day of ['2026-11-24', '2024-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '1900-01-01']) expect(parse(day).success).toBe(true);
  });

  it('refuses days that do not exist and years no business date names', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
      '1899-12-31',
      '3000-01-01',
    ]) {
      const result = parse(day);
      expect({ day, success: result.success, message: result.error?.issues[0].message }).toEqual({ day, success: false, message: 'validation.invalidDate' });
    }
  });

  it('agrees with the calendar on every day of 1900 to 2999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (year, month, day) => {
        const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const date = new Date(Date.UTC(year, month - 1, day));
        const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
        expect(parse(text).success).toBe(exists);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('text', () => {
  it('refuses a lone UTF-16 surrogate (half a character), as it refuses control characters; whole characters outside the BMP pass', () => {
    const line = text(100);
    const paragraph = text(TEXT_MAX.message);
    for (const half of ['\ud800x', 'x\udfff', 'Lê\ud83d']) {
      expect(line.safeParse(half).error?.issues[0].message).toBe('validation.controlCharacters');
      expect(paragraph.safeParse(half).error?.issues[0].message).toBe('validation.controlCharacters');
    }
    expect(line.safeParse('Lê Thị Hoa 📦').success).toBe(true);
  });
});
