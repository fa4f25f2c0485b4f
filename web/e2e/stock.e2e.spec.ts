import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { addProductOverApi, apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('stock screens in a real browser', () => {
  // Ten more lots, so the active rows are more than one page of 15 and the CSV must hold them all.
  const running = useServerAndBrowser(async ({ base }) => {
    const token = await apiLogin(base, DEMO.admin);
    const { id } = await addProductOverApi(base, token, { title: 'Stock list pistachios', skuCode: 'SL-PIS' });
    for (let n = 1; n <= 10; n += 1) {
      await fetch(`${base}/api/stock/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ productId: id, vendorId: 1, quantity: n, stockPrice: 500, datePurchased: '2026-11-02' }),
      });
    }
  });

  /** A product of this test only, with no stock yet ("Out of Stock"). */
  const givenProduct = async (title: string, skuCode: string) =>
    (await addProductOverApi(running.base, await apiLogin(running.base, DEMO.admin), { title, skuCode, unitPrice: 2000, retailPrice: 2500 })).id;

  it.each([
    ['vi', vi, 'Đã thêm hàng vào kho', 'Còn hàng', 'Hết hàng'],
    ['en', en, 'Successfully added a new stock', 'In Stock', 'Out of Stock'],
  ] as const)(
    'adds a purchase of two products on the stock form, and the products show the new label, average price and transactions (%s)',
    async (language, strings, added, inStock, outOfStock) => {
      const first = await givenProduct(`Stock form almonds ${language}`, `SF-A-${language}`);
      const second = await givenProduct(`Stock form cashews ${language}`, `SF-C-${language}`);
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/update/product/${first}`);
      await page.getByTestId('stock-label').filter({ hasText: outOfStock }).waitFor();

      await page.goto(`${running.base}/shipment/management/new/stock`);
      await page.getByTestId('group-vendor').fill('Costco');
      await page.getByRole('option', { name: 'Costco Wholesale' }).click();
      for (const [title, quantity, price] of [
        [`Stock form almonds ${language}`, '8', '12.5'],
        [`Stock form cashews ${language}`, '3', '20'],
      ] as const) {
        await page.getByTestId('stock-product-picker').fill(title);
        // Titles in the picker are cut to 15 characters.
        await page
          .getByRole('option', { name: /Stock form/ })
          .first()
          .click();
        const index = (await page.locator('[data-testid=stock-lines] tbody tr').count()) - 1;
        await page.getByTestId(`line-quantity-${index}`).fill(quantity);
        await page.getByTestId(`line-price-${index}`).fill(price);
      }
      expect(await page.getByTestId('stock-total-quantity').textContent()).toContain('11');
      expect(await page.getByTestId('stock-subtotal').textContent()).toMatch(/160[.,]00/);
      await page.screenshot({ path: join(ARTIFACTS, `stock-form-${language}.png`), fullPage: true });
      await page.getByTestId('save-stock-group').click();
      await page.getByTestId('snackbar').filter({ hasText: added }).waitFor();
      await page.waitForURL(/\/stock\/list$/);

      await page.goto(`${running.base}/shipment/management/update/product/${first}`);
      await page.getByTestId('stock-label').filter({ hasText: inStock }).waitFor();
      expect(await page.getByTestId('average-stock-price').textContent()).toMatch(/12[.,]50/);
      await page.getByRole('tab', { name: strings.product.tabs.transactions }).click();
      await page.locator('[data-testid=product-transactions] [data-field=runningQuantity]:not([role=columnheader])').filter({ hasText: '8' }).first().waitFor();
      await page.getByRole('tab', { name: strings.product.tabs.stocks }).click();
      await page.locator('[data-testid=product-stocks] [data-field=quantity]:not([role=columnheader])').filter({ hasText: '8' }).waitFor();
      expect(second).toBeGreaterThan(first);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['vi', vi, 'Đã cập nhật hàng tồn kho', 'Đã xóa hàng tồn kho', 'Phải là số dương', 'Phải là số nguyên'],
    ['en', en, 'Successfully updated stock', 'Successfully deleted the stock', 'Must be positive', 'Must be a whole number'],
  ] as const)(
    'edits a row with its gear button, deletes it into the Inactive tab, and exports every matching row to stock-list.csv (%s)',
    async (language, strings, updated, deleted, positive, whole) => {
      const productId = await givenProduct(`Stock list walnuts ${language}`, `SL-W-${language}`);
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      // The stock dialog on the product adds a row.
      await page.goto(`${running.base}/shipment/management/update/product/${productId}`);
      await page.getByRole('tab', { name: strings.product.tabs.stocks }).click();
      await page.getByTestId('add-stock').click();
      // The dialog's own words for a negative price and a part of a unit.
      await page.getByTestId('stock-price').fill('-2');
      await page.getByTestId('stock-quantity').fill('1.5');
      await page.getByText(positive, { exact: true }).waitFor();
      await page.getByText(whole, { exact: true }).waitFor();
      await page.getByTestId('stock-price').fill('9.99');
      await page.getByTestId('stock-quantity').fill('6');
      await page.getByTestId('stock-vendor').fill('Costco');
      await page.getByRole('option', { name: 'Costco Wholesale' }).click();
      await page.getByTestId('save-stock').click();
      await page.locator('[data-testid=product-stocks] [data-field=quantity]:not([role=columnheader])').filter({ hasText: '6' }).waitFor();

      await page.goto(`${running.base}/shipment/management/stock/list`);
      const row = page.locator('.MuiDataGrid-row').filter({ hasText: `Stock list walnuts ${language}` });
      await row.waitFor();
      await row
        .getByRole('button', { name: strings.stocks.editRow.replace('{{id}}', '') })
        .first()
        .click();
      await page.getByTestId('stock-quantity').fill('4');
      await page.getByTestId('save-stock').click();
      await page.getByTestId('snackbar').filter({ hasText: updated }).waitFor();
      await row.locator('[data-field=quantity]').filter({ hasText: '4' }).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `stock-list-${language}.png`), fullPage: true });

      const download = page.waitForEvent('download');
      await page.getByTestId('export-stocks').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('stock-list.csv');
      const csv = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
      const lines = csv.split('\r\n');
      expect(lines[0].split(';')).toEqual(expect.arrayContaining([strings.stocks.columns.product, strings.stocks.columns.createdBy]));
      // Every active row: the demo's lots and this file's, more than a page of 15.
      const token = await apiLogin(running.base, DEMO.admin);
      const total = (
        (await (await fetch(`${running.base}/api/stock/get?isActive=true`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number }
      ).total;
      expect(total).toBeGreaterThan(15);
      expect(lines).toHaveLength(total + 1);
      expect(csv).toContain(`Stock list walnuts ${language}`);

      await row
        .getByRole('button', { name: strings.stocks.deleteRow.replace('{{id}}', '') })
        .first()
        .click();
      await page.getByTestId('snackbar').filter({ hasText: deleted }).waitFor();
      await page.getByTestId('tab-inactive').click();
      await page.waitForURL(/tab=inactive/);
      await page
        .locator('.MuiDataGrid-row')
        .filter({ hasText: `Stock list walnuts ${language}` })
        .waitFor();
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['vi', vi, 'Đã cập nhật đợt nhập hàng', 'Đã xóa đợt nhập hàng'],
    ['en', en, 'Successfully updated the stock purchase', 'Successfully deleted the stock purchase'],
  ] as const)(
    'lists the purchases with subtotal and payment status; a paid one cannot be deleted, an unpaid one is deleted with its rows (%s)',
    async (language, strings, updated, deleted) => {
      const token = await apiLogin(running.base, DEMO.admin);
      const productId = await givenProduct(`Purchase walnuts ${language}`, `PW-${language}`);
      const purchase = async (quantity: number) =>
        (await (
          await fetch(`${running.base}/api/stock/add/group`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ vendorId: 1, datePurchased: '2026-11-05', stocks: [{ productId, quantity, stockPrice: 700 }] }),
          })
        ).json()) as { id: number; stockIds: number[] };
      const kept = await purchase(3);
      const removed = await purchase(4);
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/stock/list`);
      await page.getByTestId('open-stock-groups').click();
      await page.getByRole('heading', { name: strings.stocks.groups.listTitle }).waitFor();
      await page.locator(`[data-id="${kept.id}"] [data-field=subtotal]`).filter({ hasText: '21' }).waitFor();
      await page.getByTestId(`stock-group-status-${kept.id}`).click();
      await page.getByRole('option', { name: strings.stocks.groups.statuses.Paid, exact: true }).click();
      await page.getByTestId(`save-stock-group-status-${kept.id}`).click();
      await page.getByTestId('snackbar').filter({ hasText: updated }).waitFor();
      await page.waitForFunction(
        (id) => (document.querySelector(`[data-testid="delete-stock-group-${id}"]`) as HTMLButtonElement | null)?.disabled === true,
        kept.id,
      );

      await page.getByTestId(`delete-stock-group-${removed.id}`).click();
      await page.getByTestId('confirm-yes').click();
      await page.getByTestId('snackbar').filter({ hasText: deleted }).waitFor();
      await page.locator(`[data-id="${removed.id}"]`).waitFor({ state: 'detached' });
      const row = (await (
        await fetch(`${running.base}/api/stock/get/by/id/${removed.stockIds[0]}`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { isActive: boolean };
      expect(row.isActive).toBe(false);
      await page.screenshot({ path: join(ARTIFACTS, `stock-purchases-${language}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
