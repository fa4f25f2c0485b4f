import { averageUnitPrice, formatMoney } from './money';

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
});
