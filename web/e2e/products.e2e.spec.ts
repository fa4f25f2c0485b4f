import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

let base = '';

async function addProducts(count: number): Promise<string> {
  const authorization = `Bearer ${await apiLogin(base, DEMO.admin)}`;
  let position = '0';
  for (let n = 1; n <= count; n += 1) {
    const reply = await fetch(`${base}/api/product/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({
        title: `Extra wholesale product ${n}`,
        skuCode: `EX-${n}`,
        brandId: 1,
        lvl1Id: 1,
        lvl2Id: 1,
        currencyId: 'UsDollar',
        stockPrice: 100,
        unitPrice: 200,
        retailPrice: 250,
        discount: 0,
        airCurrencyId: 'UsDollar',
        airPrice: 0,
        containerCurrencyId: 'UsDollar',
        containerPrice: 0,
        unitPerCase: 1,
        casePerPallet: 1,
        casePerTier: 1,
        palletQuantity: 0,
        palletHeight: 0,
        size: 0,
        description: 'Extra',
        usQuantity: 0,
        vnQuantity: 0,
      }),
    });
    position = ((await reply.json()) as { position: string }).position;
  }
  return position;
}

describe('product list and product page in a real browser', () => {
  const running = useServerAndBrowser(async (started) => {
    base = started.base;
    const position = await addProducts(7);
    await fetch(`${base}/api/health`, { headers: { 'X-Min-Position': position } });
  });

  /** An admin's browser in that language. */
  async function openIn(language: 'vi' | 'en') {
    const page = await openPage(running.browser, language);
    await logIn(page, base, DEMO.admin);
    return page;
  }

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)(
    'shows 15 products a page with translated columns, and the product with its stock label and running quantities (%s)',
    async (language, strings) => {
      const page = await openIn(language);
      await page.goto(`${base}/shipment/management/product/list`);
      await page.waitForSelector('[data-testid=product-id-link]');
      for (const header of Object.values(strings.productList.columns)) await page.getByRole('columnheader', { name: header }).waitFor();
      expect(await page.locator('[data-testid=product-id-link]').count()).toBe(15);
      await page.screenshot({ path: join(ARTIFACTS, `product-list-${language}.png`), fullPage: true });

      await page.getByRole('button', { name: /next page|trang tiếp theo/i }).click();
      // The demo's thirty products and more: the next page is in the URL, and sorted by id from 1 the first product leads.
      await page.waitForURL(/[?&]page=1/);
      await page.locator('[data-testid=product-id-link]').first().waitFor();
      await page.goto(`${base}/shipment/management/product/list?sort=id&order=asc`);
      await page.locator('[data-testid=product-id-link]', { hasText: /^1$/ }).click();
      await page.waitForURL(/\/shipment\/management\/update\/product\/1$/);
      await page.waitForSelector('[data-testid=product-transactions] .MuiDataGrid-row');
      const expectedLabel = language === 'vi' ? 'Còn hàng' : 'In Stock';
      expect(await page.getByTestId('stock-label').textContent()).toBe(expectedLabel);
      expect(await page.getByTestId('quantity').textContent()).toBe('40');
      // Brand, category and type by name, from the dropdowns, in the reader's language.
      const kinds =
        language === 'vi'
          ? 'Thương hiệu: Kirkland Signature · Danh mục: Sức khỏe & Vitamin · Loại: Thực phẩm chức năng'
          : 'Brand: Kirkland Signature · Category: Health & Vitamins · Type: Supplements';
      await page.waitForFunction((text) => document.querySelector('[data-testid=product-kinds]')?.textContent === text, kinds);
      // The grid shows skeleton rows while it loads; wait for the three movements themselves.
      const cells = '[data-testid=product-transactions] [data-field=runningQuantity]:not([role=columnheader])';
      await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].filter((cell) => cell.textContent?.trim()).length === 3, cells);
      const running = await page.locator(cells).allTextContents();
      // Newest first: the running quantity after each movement, latest at the top.
      expect(running).toEqual(['40', '28', '4']);
      await page.getByRole('tab', { name: strings.product.tabs.transactions }).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `product-page-${language}.png`), fullPage: true });

      await page.getByRole('tab', { name: strings.product.tabs.stocks }).click();
      const vendors = '[data-testid=product-stocks] [data-field=vendorName]:not([role=columnheader])';
      await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].some((cell) => cell.textContent?.trim()), vendors);
      expect(await page.locator(vendors).allTextContents()).toEqual(["Sam's Club", 'Costco Wholesale']);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it('offers columns, density and a server search in the grid toolbar, and keeps page, sort and search in the URL: a reload or a shared link shows the same rows, Back returns', async () => {
    const page = await openIn('en');
    await page.goto(`${base}/shipment/management/product/list`);
    await page.waitForSelector('[data-testid=product-id-link]');
    // The grid's toolbar: columns, density and the quick filter.
    const rowHeight = async () => (await page.locator('.MuiDataGrid-row').first().boundingBox())?.height ?? 0;
    const comfortable = await rowHeight();
    await page.getByRole('button', { name: 'Density' }).click();
    await page.getByRole('menuitem', { name: 'Compact' }).click();
    await page.waitForFunction((before) => (document.querySelector('.MuiDataGrid-row')?.getBoundingClientRect().height ?? before) < before, comfortable);
    expect(await rowHeight()).toBeLessThan(comfortable);
    await page.getByRole('columnheader', { name: en.productList.columns.title }).click();
    await page.waitForURL(/sort=title&order=asc/);
    // The toolbar's quick filter is the server's title search.
    await page.getByTestId('product-search').fill('wholesale product 1');
    await page.waitForURL(/title=wholesale\+product\+1/);
    const titles = '[role=gridcell][data-field=title]';
    await page.waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].map((cell) => cell.textContent).join('|') === 'Extra wholesale product 1',
      titles,
    );
    const shared = page.url();
    const other = await openIn('en');
    await other.goto(shared);
    await other.waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].map((cell) => cell.textContent).join('|') === 'Extra wholesale product 1',
      titles,
    );
    expect(await other.getByTestId('product-search').inputValue()).toBe('wholesale product 1');
    await other.close();
    await page.locator('[data-testid=product-id-link]').first().click();
    await page.waitForURL(/update\/product\/\d+$/);
    await page.goBack();
    await page.waitForURL(/title=wholesale\+product\+1/);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('switches language from the bar and keeps the choice', async () => {
    const page = await openIn('vi');
    await page.goto(`${base}/shipment/management/product/list`);
    await page.getByRole('columnheader', { name: vi.productList.columns.title }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('columnheader', { name: en.productList.columns.title }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: en.productList.columns.title }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });

  it('sends unknown and missing products to the 404 page, and visitors away from management pages', async () => {
    const visitor = await openPage(running.browser, 'en');
    await visitor.goto(`${base}/shipment/management/product/list`);
    await visitor.getByRole('heading', { name: en.notFound.title }).waitFor();
    await visitor.close();
    const page = await openIn('en');
    await page.goto(`${base}/shipment/management/update/product/9999`);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await page.goto(`${base}/no/such/route`);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
    await page.close();
  });
});
