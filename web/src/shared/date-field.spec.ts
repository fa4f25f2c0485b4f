import { dateShown, dateTyped } from './date-field';

describe('a date as its reader writes it', () => {
  it('shows an ISO date day first in Vietnamese and month first in English', () => {
    expect([dateShown('2026-11-05', 'vi'), dateShown('2026-11-05', 'en'), dateShown('', 'vi')]).toEqual(['05/11/2026', '11/05/2026', '']);
  });

  it('reads what is typed in the reader’s order, or as ISO, and only whole, real dates', () => {
    expect([dateTyped('5/11/2026', 'vi'), dateTyped('11/5/2026', 'en'), dateTyped('2026-11-05', 'vi'), dateTyped(' 05.11.2026 ', 'vi')]).toEqual([
      '2026-11-05',
      '2026-11-05',
      '2026-11-05',
      '2026-11-05',
    ]);
    for (const text of ['31/02/2026', '13/13/2026', '05/11/26', '05/11', 'abc', '2026-02-30', ''])
      expect({ text, iso: dateTyped(text, 'vi') }).toEqual({ text, iso: null });
    // The same text is a different day in each language, and 25/12 is no month-first date.
    expect([dateTyped('03/04/2026', 'vi'), dateTyped('03/04/2026', 'en'), dateTyped('25/12/2026', 'en')]).toEqual(['2026-04-03', '2026-03-04', null]);
  });
});
