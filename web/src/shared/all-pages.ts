import { MAX_PAGE_SIZE, type Page } from '@cargo/contracts';

/**
 * Every row a list's filter matches, for an export: fetched page after page (500 rows each) until the
 * count the server gave, so an export holds all matching rows, not the page on screen.
 */
export async function allPages<Row>(fetchPage: (page: number, pageSize: number) => Promise<Page<Row>>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0, total = Number.POSITIVE_INFINITY; rows.length < total; page += 1) {
    const next = await fetchPage(page, MAX_PAGE_SIZE);
    rows.push(...next.items);
    total = next.items.length === 0 ? rows.length : next.total;
  }
  return rows;
}
