import { MAX_PAGE_SIZE } from '@cargo/contracts';
import { allPages } from './all-pages';

describe('allPages', () => {
  const source = Array.from({ length: 1234 }, (_, index) => index);
  const fetchPage = async (page: number, pageSize: number) => ({
    items: source.slice(page * pageSize, (page + 1) * pageSize),
    total: source.length,
    page,
    pageSize,
  });

  it('collects every matching row, a page of 500 at a time', async () => {
    const asked: number[] = [];
    const rows = await allPages(async (page, pageSize) => {
      asked.push(page);
      return fetchPage(page, pageSize);
    });
    expect(rows).toEqual(source);
    expect(asked).toEqual([0, 1, 2]);
    expect(MAX_PAGE_SIZE).toBe(500);
  });

  it('stops when the rows run out before the count said (rows deleted meanwhile)', async () => {
    const rows = await allPages(async (page, pageSize) => ({ ...(await fetchPage(page, pageSize)), total: 5000 }));
    expect(rows).toHaveLength(1234);
  });
});
