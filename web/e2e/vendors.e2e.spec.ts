import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

/** A grid cell holding exactly this text. */
const cell = (page: Page, text: string) => page.locator('[role=gridcell][data-field=name]').filter({ hasText: new RegExp(`^${text}$`) });

describe('vendors in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'Đã thêm nhà cung cấp mới', 'Nhà cung cấp này đã có lô hàng nên không thể xóa'],
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

    await page.getByTestId('vendor-search').locator('input').fill('walmart');
    await page.waitForURL(/name=walmart/);
    await cell(page, `Walmart ${language}`).waitFor();
    await page.getByRole('button', { name: strings.vendors.editButton.replace('{{name}}', `Walmart ${language}`) }).click();
    await page.getByTestId('vendor-dialog').locator('input[name=name]').fill(`Walmart Supercenter ${language}`);
    await page.getByTestId('vendor-dialog').getByTestId('save-vendor').click();
    await cell(page, `Walmart Supercenter ${language}`).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `vendor-list-${language}.png`), fullPage: true });
    await page.getByRole('button', { name: strings.vendors.deleteButton.replace('{{name}}', `Walmart Supercenter ${language}`) }).click();
    await page.getByTestId('confirm-yes').click();
    await cell(page, `Walmart Supercenter ${language}`).waitFor({ state: 'detached' });

    await page.getByTestId('vendor-search').locator('input').fill('Costco');
    await page.getByRole('button', { name: strings.vendors.deleteButton.replace('{{name}}', 'Costco Wholesale') }).click();
    await page.getByTestId('confirm-yes').click();
    await page.getByTestId('snackbar').filter({ hasText: hasStock }).waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
