import { join } from 'node:path';
import sharp from 'sharp';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('the product form in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'Nature Made'],
    ['en', en, 'Nature Made'],
  ] as const)(
    'creates a product with every required field, a formatted description and two pictures, goes to its update route, then adds its stock on the stock form and sees the label, average price and transactions change (%s)',
    async (language, strings, brand) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/new/product`);
      const save = page.getByTestId('save-product');
      await save.waitFor();
      expect(await save.isDisabled()).toBe(true);
      await page.getByTestId('save-hint').waitFor();

      const field = (name: string) => page.locator(`input[name=${name}]`);
      await field('title').fill('Short');
      await field('skuCode').click();
      await page.getByText(language === 'vi' ? 'Phải có ít nhất 10 ký tự' : 'Must be at least 10 characters').waitFor();
      await field('title').fill(`Nature Made Fish Oil 1200mg ${language}`);
      await field('skuCode').fill(`NM-FO-${language}`);
      for (const [testId, option] of [
        ['select-brandId', brand],
        ['select-lvl1Id', strings === vi ? 'Sức khỏe & Vitamin' : 'Health & Vitamins'],
        ['select-lvl2Id', strings === vi ? 'Thực phẩm chức năng' : 'Supplements'],
      ] as const) {
        await page.getByTestId(testId).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      }
      await field('stockPrice').fill('12.5');
      await field('retailPrice').fill('19.99');
      await field('discount').fill('2');
      expect(await page.getByTestId('computed-salePrice').inputValue()).toBe('17.99');
      await field('unitPrice').fill('17.99');
      await field('usQuantity').fill('3');
      await field('vnQuantity').fill('x');
      await page.getByText(language === 'vi' ? 'Phải là số' : 'Must be numeric').waitFor();
      await field('vnQuantity').fill('2');
      expect(await page.getByTestId('computed-quantity').inputValue()).toBe('5');

      const editor = page.getByTestId('description-editor');
      // The empty description is highlighted, as the spec asks, until something is written in it.
      expect(await page.locator('[data-highlighted=true]').count()).toBe(1);
      await editor.click();
      await page.getByRole('button', { name: strings.productForm.bold }).click();
      await page.keyboard.type('Omega-3');
      await page.getByRole('button', { name: strings.productForm.bold }).click();
      await page.keyboard.type(' from wild fish');
      expect(await editor.innerHTML()).toContain('<strong>Omega-3</strong>');
      expect(await page.locator('[data-highlighted=true]').count()).toBe(0);

      expect(await save.isDisabled()).toBe(false);
      await page.screenshot({ path: join(ARTIFACTS, `product-form-new-${language}.png`), fullPage: true });
      await save.click();
      await page.waitForURL(/\/shipment\/management\/update\/product\/\d+$/);
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã thêm sản phẩm mới' : 'Successfully added a new product' })
        .waitFor();
      await page
        .getByTestId('product-title')
        .filter({ hasText: `Nature Made Fish Oil 1200mg ${language}` })
        .waitFor();
      expect(await page.getByTestId('quantity').textContent()).toBe('5');
      expect(await page.getByTestId('product-kinds').textContent()).toContain(brand);
      // The update form holds what was saved, including the description's formatting.
      expect(await page.getByTestId('description-editor').innerHTML()).toContain('<strong>Omega-3</strong>');

      // Two pictures in one go; a text file named .png is refused by its content.
      const png = async (colour: string) =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: colour } })
          .png()
          .toBuffer();
      await page.getByTestId('pictures-input').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await png('#c00') },
        { name: 'back.png', mimeType: 'image/png', buffer: await png('#00c') },
      ]);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=picture] img').length === 2);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid=picture] img')].every((image) => image.complete && image.naturalWidth === 160),
      );
      await page.getByTestId('pictures-input').setInputFiles([{ name: 'evil.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') }]);
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Chỉ có thể tải lên ảnh png và jpeg' : 'Only png and jpeg pictures can be uploaded' })
        .waitFor();
      expect(await page.locator('[data-testid=picture]').count()).toBe(2);
      await page.screenshot({ path: join(ARTIFACTS, `product-pictures-${language}.png`), fullPage: true });
      await page.getByRole('button', { name: strings.pictures.delete.replace('{{name}}', 'back.png') }).click();
      await page.getByTestId('confirm-yes').click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid=picture]').length === 1);

      // Then stock for it through the stock form: 10 units at $11.00 move it from "Only Few" to "In Stock".
      const productUrl = page.url();
      const title = `Nature Made Fish Oil 1200mg ${language}`;
      await page
        .getByTestId('stock-label')
        .filter({ hasText: language === 'vi' ? 'Chỉ còn vài sản phẩm' : 'Only Few in Stock' })
        .waitFor();
      await page.goto(`${running.base}/shipment/management/new/stock`);
      await page.getByTestId('group-vendor').fill('Costco');
      await page.getByRole('option', { name: 'Costco Wholesale' }).click();
      await page.getByTestId('stock-product-picker').fill(title);
      // The picker cuts titles to 15 characters.
      await page
        .getByRole('option', { name: /Nature Made Fis…/ })
        .first()
        .click();
      await page.getByTestId('line-quantity-0').fill('10');
      await page.getByTestId('line-price-0').fill('11');
      await page.getByTestId('save-stock-group').click();
      await page.waitForURL(/\/stock\/list$/);
      await page.goto(productUrl);
      await page
        .getByTestId('stock-label')
        .filter({ hasText: language === 'vi' ? 'Còn hàng' : 'In Stock' })
        .waitFor();
      expect(await page.getByTestId('quantity').textContent()).toBe('15');
      expect(await page.getByTestId('average-stock-price').textContent()).toMatch(/11[.,]00/);
      await page
        .locator('[data-testid=product-transactions] [data-field=runningQuantity]:not([role=columnheader])')
        .filter({ hasText: /^15$/ })
        .first()
        .waitFor();
      await page
        .locator('[data-testid=product-transactions] [data-field=quantity]:not([role=columnheader])')
        .filter({ hasText: /^\+10$/ })
        .first()
        .waitFor();
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it('updates a product and deletes it after asking', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/product/2`);
    const title = page.locator('input[name=title]');
    await title.waitFor();
    await title.fill('Centrum Silver Adults 50+, 300 tablets');
    await page.getByTestId('save-product').click();
    await page.getByTestId('snackbar').filter({ hasText: 'Product Successfully Updated!' }).waitFor();
    await page.getByTestId('product-title').filter({ hasText: 'Centrum Silver Adults 50+, 300 tablets' }).waitFor();
    await page.getByTestId('delete-product').click();
    await page.waitForURL(/\/shipment\/management\/product\/list$/);
    await page.getByTestId('snackbar').filter({ hasText: 'Successfully delete the product' }).waitFor();
    // Undo, from the list the delete led to: the product is listed again.
    await page.getByTestId('snackbar-action').click();
    await page.getByTestId('snackbar').filter({ hasText: 'Restored' }).waitFor();
    await page.getByTestId('product-search').fill('Centrum Silver');
    await page.getByText('Centrum Silver Adults 50+, 300 tablets').first().waitFor();
    await page.close();
  });
});
