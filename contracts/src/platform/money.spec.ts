import { averageUnitPrice, convertMoney, formatDate, formatMoney, majorToMinor, minorToMajor } from './money';

describe('money', () => {
  it('formats dollars with 2 decimals and dong with none, per locale', () => {
    expect(formatMoney(123456, 'UsDollar', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(2600000, 'VietDong', 'vi-VN').replace(/\s/g, ' ')).toBe('2.600.000 ₫');
  });

  it('averages lot prices weighted by quantity, to a whole cent', () => {
    expect(averageUnitPrice(3 * 1000 + 7 * 1333, 3 + 7)).toBe(1233);
    expect(averageUnitPrice(0, 0)).toBe(0);
    expect(averageUnitPrice(1, 2)).toBe(1);
  });

  it('converts between dollars and dong at the rate, to a whole minor unit, and leaves same-currency amounts alone', () => {
    expect(convertMoney(2199, 'UsDollar', 'VietDong', 26_000)).toBe(571_740);
    expect(convertMoney(260_000, 'VietDong', 'UsDollar', 26_000)).toBe(1_000);
    expect(convertMoney(1, 'VietDong', 'UsDollar', 26_000)).toBe(0);
    expect(convertMoney(130, 'VietDong', 'UsDollar', 26_000)).toBe(1);
    expect(convertMoney(260_000, 'VietDong', 'VietDong', 26_000)).toBe(260_000);
  });

  it('shows a date-only value as the same calendar day in every time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Ho_Chi_Minh', 'Pacific/Kiritimati']) {
      expect(formatDate('2026-10-15', 'en-US', zone)).toBe('Oct 15, 2026');
    }
    expect(formatDate('2026-10-15T03:00:00.000Z', 'en-US', 'America/Los_Angeles')).toBe('Oct 14, 2026');
  });
});

describe('typed amounts', () => {
  it('reads major units as exact minor units, per currency, and says when a text is not an amount', () => {
    expect(majorToMinor('24.99', 'UsDollar')).toBe(2499);
    expect(majorToMinor('0,1', 'UsDollar')).toBe(10);
    expect(majorToMinor('150000', 'VietDong')).toBe(150000);
    expect(majorToMinor('  ', 'UsDollar')).toBeNull();
    expect(majorToMinor('12a', 'UsDollar')).toBeNaN();
    expect(majorToMinor('-3', 'UsDollar')).toBeNaN();
    expect(minorToMajor(2499, 'UsDollar')).toBe('24.99');
    expect(minorToMajor(null, 'VietDong')).toBe('');
  });
});
