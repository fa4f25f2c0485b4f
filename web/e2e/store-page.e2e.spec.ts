import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { uiStrings } from '../src/app/all-features';
import glossary from '../src/i18n/glossary.json';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('the store page in a real browser', () => {
  // One order today, so the best sellers of the last 30 days name its product.
  const running = useServerAndBrowser(async ({ base }) => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${await apiLogin(base, DEMO.admin)}` };
    const customers = (await (await fetch(`${base}/api/customer/get`, { method: 'POST', headers, body: JSON.stringify({}) })).json()) as {
      items: { id: number }[];
    };
    // Twenty: more than any demo product has sold, so it leads the best sellers.
    const placed = await fetch(`${base}/api/order/add`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ customerId: customers.items[0].id, typeId: 'Regular', orderDetails: [{ productId: 4, warehouseId: 'US', quantity: 20 }] }),
    });
    if (!placed.ok) throw new Error(`placing the order failed: ${placed.status} ${await placed.text()}`);
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)(
    'filters products from the URL, shows a card with its tabs, exports its stock CSV and the filtered Products.xlsx (%s)',
    async (language, strings) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/product/list`);
      await page.getByTestId('open-store-page').click();
      await page.waitForURL(/\/store\/page$/);
      await page.getByTestId('best-seller').filter({ hasText: 'Kirkland Signature Mixed Nuts' }).filter({ hasText: '20' }).waitFor();
      // As many cards as the server finds products named so (the demo's Kirkland Signature goods, within a page).
      const named = (await (
        await fetch(`${running.base}/api/product/get`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await apiLogin(running.base, DEMO.admin)}` },
          body: JSON.stringify({ title: 'Kirkland' }),
        })
      ).json()) as { total: number };
      expect(named.total).toBeGreaterThan(1);
      expect(named.total).toBeLessThanOrEqual(15);
      await page.getByTestId('store-filter-title').fill('Kirkland');
      await page.waitForURL(/title=Kirkland/);
      await page.waitForFunction(
        (count) =>
          [...document.querySelectorAll('[data-testid=store-card-title]')].every((title) => title.textContent?.includes('Kirkland')) &&
          document.querySelectorAll('[data-testid=store-card]').length === count,
        named.total,
      );

      // The filter is the URL's: a reload shows the same cards.
      await page.reload();
      await page.waitForFunction((count) => document.querySelectorAll('[data-testid=store-card]').length === count, named.total);
      const card = page.getByTestId('store-card').filter({ hasText: 'Kirkland Fish Oil' });
      // Stock is never called by Shipment's word (lô hàng): the button and the tab say the glossary's.
      const stockWords = [
        await card.getByTestId('store-add-stock').textContent(),
        await card.getByRole('tab', { name: strings.store.tabs.stocks }).textContent(),
      ].map((text) => text!.toLocaleLowerCase(language));
      expect(stockWords).toEqual([strings.stocks.addStock, strings.store.tabs.stocks].map((text) => text.toLocaleLowerCase(language)));
      expect(stockWords.some((text) => text.includes(glossary.terms.shipment.vi))).toBe(false);
      await card.getByRole('tab', { name: strings.store.tabs.stocks }).click();
      await card.locator('[data-testid=stock-table] .MuiDataGrid-row').nth(1).waitFor();
      await card.getByRole('tab', { name: strings.store.tabs.transactions }).click();
      await card.getByTestId('product-transactions').waitFor();
      await card.getByRole('tab', { name: strings.store.tabs.orders }).click();
      await card.locator('.MuiDataGrid-root').waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `store-page-${language}.png`), fullPage: true });

      const csvDownload = page.waitForEvent('download');
      await card.getByTestId('store-stock-csv').click();
      const csvFile = await csvDownload;
      expect(csvFile.suggestedFilename()).toBe('stock-Kirkland Fish Oil 1000mg, 400 softgels.csv');
      const csv = readFileSync(await csvFile.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(csv).toHaveLength(3);
      expect(csv[0].split(';')[1]).toBe(strings.stocks.columns.vendor);

      const reportDownload = page.waitForEvent('download');
      await page.getByTestId('store-report').click();
      const report = await reportDownload;
      expect(report.suggestedFilename()).toBe('Products.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await report.path());
      const titles: string[] = [];
      workbook.worksheets[0].eachRow((row, number) => number > 1 && titles.push(String(row.getCell(2).value)));
      expect(titles).toHaveLength(named.total);
      expect(titles.every((title) => title.includes('Kirkland'))).toBe(true);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
