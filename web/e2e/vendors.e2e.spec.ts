import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import { formatMoney, type Page as ListPage, type StockListRow, type VendorView } from '@cargo/contracts';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

/** A grid cell holding exactly this text. */
const cell = (page: Page, text: string) => page.locator('[role=gridcell][data-field=name]').filter({ hasText: new RegExp(`^${text}$`) });

describe('vendors in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'Đã thêm nhà cung cấp mới', 'Nhà cung cấp này đã có hàng tồn kho nên không thể xóa'],
    ['en', en, 'Successfully added a new vendor', 'This vendor has stock and cannot be deleted'],
  ] as const)('adds, finds, edits and deletes a vendor, and keeps one that stock names (%s)', async (language, strings, added, hasStock) => {
    const page = await openPage(running.browser, language);
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/vendor/list`);
    await cell(page, 'Costco Wholesale').waitFor();

    await page.getByTestId('add-vendor').click();
    const dialog = page.getByTestId('vendor-dialog');
    await dialog.locator('input[name=phone]').fill('123');
    await dialog.getByText(language === 'vi' ? 'Phải có ít nhất 9 chữ số' : 'Must have at least 9 digits').waitFor();
    await dialog.locator('input[name=phone]').fill('7145550188');
    await dialog.locator('input[name=name]').fill(`Walmart ${language}`);
    await dialog.getByTestId('save-vendor').click();
    await page.getByTestId('snackbar').filter({ hasText: added }).waitFor();

    await page.getByTestId('vendor-search').fill('walmart');
    await page.waitForURL(/name=walmart/);
    await cell(page, `Walmart ${language}`).waitFor();
    await page.getByRole('button', { name: strings.vendors.editButton.replace('{{name}}', `Walmart ${language}`) }).click();
    await page.getByTestId('vendor-dialog').locator('input[name=name]').fill(`Walmart Supercenter ${language}`);
    await page.getByTestId('vendor-dialog').getByTestId('save-vendor').click();
    await cell(page, `Walmart Supercenter ${language}`).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `vendor-list-${language}.png`), fullPage: true });
    // Deleting asks nothing: the note offers Undo, which brings the vendor back.
    await page.getByRole('button', { name: strings.vendors.deleteButton.replace('{{name}}', `Walmart Supercenter ${language}`) }).click();
    await cell(page, `Walmart Supercenter ${language}`).waitFor({ state: 'detached' });
    await page.getByTestId('snackbar-action').click();
    await cell(page, `Walmart Supercenter ${language}`).waitFor();

    await page.getByTestId('vendor-search').fill('Costco');
    await page.getByRole('button', { name: strings.vendors.deleteButton.replace('{{name}}', 'Costco Wholesale') }).click();
    await page.getByTestId('snackbar').filter({ hasText: hasStock }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)(
    'opens a vendor from the list: balance and stock cards equal its active stock, the monthly chart, top products and its stock rows (%s)',
    async (language, strings) => {
      const token = await apiLogin(running.base, DEMO.admin);
      const vendors = (await (
        await fetch(`${running.base}/api/vendor/get?name=Sam`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as ListPage<VendorView>;
      const vendor = vendors.items[0];
      const rows = (await (
        await fetch(`${running.base}/api/stock/get?isActive=true&vendorId=${vendor.id}&pageSize=500`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as ListPage<StockListRow>;
      const stockValue = rows.items.reduce((sum, row) => sum + row.quantity * row.stockPrice, 0);
      const money = (cents: number) => formatMoney(cents, 'UsDollar', language === 'vi' ? 'vi-VN' : 'en-US');

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/vendor/list`);
      await page.getByRole('link', { name: strings.vendorDashboard.open.replace('{{name}}', vendor.name) }).click();
      await page.getByTestId('vendor-name').filter({ hasText: vendor.name }).waitFor();
      await page
        .getByTestId('vendor-stockAmount')
        .filter({ hasText: money(stockValue) })
        .waitFor();
      expect(await page.getByTestId('vendor-balance').textContent()).toBe(money(stockValue));
      expect(await page.getByTestId('vendor-expenseAmount').textContent()).toBe(money(0));
      // The chart's x axis is labelled with the year/month buckets of the vendor's purchases.
      for (const month of new Set(rows.items.map((row) => row.datePurchased.slice(0, 7).replace('-', '/'))))
        await page.getByTestId('vendor-chart').getByText(month).waitFor();
      expect(await page.getByTestId('top-product').count()).toBe(Math.min(5, new Set(rows.items.map((row) => row.productId)).size));
      await page.locator('[data-testid=stock-table] .MuiDataGrid-row').first().waitFor();
      expect(await page.locator('[data-testid=stock-table] .MuiDataGrid-row').count()).toBe(rows.total);
      await page.screenshot({ path: join(ARTIFACTS, `vendor-detail-${language}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
