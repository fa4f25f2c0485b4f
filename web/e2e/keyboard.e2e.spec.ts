import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import { addProductOverApi, apiLogin, ARTIFACTS, DEMO, openPage, useServerAndBrowser } from './support';

/** Presses Tab until the focused element matches the selector: how a keyboard reader gets to a field. */
async function tabTo(page: Page, selector: string, most = 60): Promise<void> {
  // The field must be on the page first: under load the screen can still be rendering when the presses start.
  await page.locator(selector).first().waitFor();
  for (let presses = 0; presses < most; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page, selector: string) => page.waitForFunction((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

describe('the back office without a mouse', () => {
  const running = useServerAndBrowser();

  it.each(['en', 'vi'] as const)(
    'signs in, finds a product through Ctrl+K, edits and saves it with Ctrl+S, deletes it and undoes the delete (%s)',
    async (language) => {
      const strings = uiStrings[language];
      const token = await apiLogin(running.base, DEMO.admin);
      const sku = `KBD-${language.toUpperCase()}-7731`;
      const { id } = await addProductOverApi(running.base, token, { title: `Keyboard walnuts ${language} 500g`, skuCode: sku });
      const page = await openPage(running.browser, language);
      await page.goto(`${running.base}/login`);

      // Sign in: Tab to each field, type, Enter submits.
      await tabTo(page, '[data-testid=login-email]');
      await page.keyboard.type(DEMO.admin.email);
      await tabTo(page, '[data-testid=login-password]');
      await page.keyboard.type(DEMO.admin.password);
      await page.keyboard.press('Enter');
      await page.getByTestId('user-menu').waitFor();
      // The new screen's heading takes the focus (out of the form's fields, where `?` is typed text).
      await focused(page, 'main h1');

      // `?` lists the shortcuts; Escape closes the list.
      await page.keyboard.press('?');
      await page.getByTestId('shortcuts-help').getByText(strings.shortcuts.palette).waitFor();
      await page.keyboard.press('Escape');
      await page.getByTestId('shortcuts-help').waitFor({ state: 'detached' });

      // Ctrl+K: staff are not offered a customer's own screens (My statement), only the back office's.
      await page.keyboard.press('Control+k');
      await focused(page, '[data-testid=palette-input]');
      await page.keyboard.type(strings.titles.invoiceList);
      await page.getByTestId('palette-option').filter({ hasText: strings.titles.invoiceList }).first().waitFor();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(strings.titles.ownStatement);
      await page.getByTestId('palette-option').filter({ hasText: strings.titles.invoiceList }).waitFor({ state: 'detached' });
      expect(await page.getByTestId('palette-option').filter({ hasText: strings.titles.ownStatement }).count()).toBe(0);
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');

      // The SKU, Enter: the server's search finds the product and the palette opens it.
      await page.keyboard.type(sku.toLowerCase().slice(0, 9));
      await page
        .getByTestId('palette-option')
        .filter({ hasText: `Keyboard walnuts ${language} 500g` })
        .waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `command-palette-${language}.png`) });
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/product/update/${id}$|/update/product/${id}$`));

      // Edit the title and save with Ctrl+S.
      await page.locator('input[name=title]').waitFor();
      await tabTo(page, 'input[name=title]');
      await page.keyboard.press('Control+a');
      await page.keyboard.type(`Keyboard walnuts ${language} 1kg`);
      await page.keyboard.press('Control+s');
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã cập nhật sản phẩm' : 'Product Successfully Updated!' })
        .waitFor();

      // Delete: the list opens with an Undo the keyboard is already on; Enter undoes.
      await tabTo(page, '[data-testid=delete-product]');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/product\/list$/);
      await focused(page, '[data-testid=snackbar-action]');
      await page.keyboard.press('Enter');
      await page
        .getByTestId('snackbar')
        .filter({ hasText: language === 'vi' ? 'Đã khôi phục' : 'Restored' })
        .waitFor();
      // The list says, to a screen reader, which rows it shows.
      await page
        .getByTestId('rows-shown')
        .filter({ hasText: language === 'vi' ? /^Dòng 1–\d+ trên \d+$/ : /^Rows 1–\d+ of \d+$/ })
        .waitFor({ state: 'attached' });
      const product = (await (await fetch(`${running.base}/api/product/get/by/id/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        title: string;
      };
      expect(product.title).toBe(`Keyboard walnuts ${language} 1kg`);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
