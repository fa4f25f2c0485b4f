import { averageUnitPrice, formatMoney, weightedAveragePrice } from './money';

describe('money', () => {
  it('formats dollars with 2 decimals and dong with none, per locale', () => {
    expect(formatMoney(123456, 'UsDollar', 'en-US')).toBe('$1,234.56');
    expect(formatMoney(2600000, 'VietDong', 'vi-VN').replace(/\s/g, ' ')).toBe('2.600.000 ₫');
  });

  it('averages lot prices weighted by quantity, to a whole cent', () => {
    expect(weightedAveragePrice([{ quantity: 3, unitPrice: 1000 }, { quantity: 7, unitPrice: 1333 }])).toBe(1233);
    expect(weightedAveragePrice([])).toBe(0);
    expect(averageUnitPrice(1, 2)).toBe(1);
  });
});
