import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import receivingPages from '../src/features/receiving/receiving.pages.strings.json';
import labelsStrings from '../src/features/shipping/labels/labels.strings.json';
import { ARTIFACTS, DEMO, useServerAndBrowser } from './support';

/** A browser page of the given width in the given language, collecting the page's errors. */
async function pageOf(browser: Browser, language: 'vi' | 'en', width: number): Promise<Page & { errors: string[] }> {
  const phone = width < 600;
  const context = await browser.newContext({ viewport: { width, height: phone ? 800 : 900 }, hasTouch: phone, isMobile: phone, permissions: ['camera'] });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

async function signIn(page: Page, base: string, login: { email: string; password: string }): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByTestId('login-email').fill(login.email);
  await page.getByTestId('login-password').fill(login.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/shipment\/management$/);
}

const drawerLinks = async (page: Page) => {
  await page.getByTestId('drawer-toggle').click();
  // The drawer's code loads on the first click.
  await page.getByTestId('drawer').getByRole('link').first().waitFor();
  const links = await page.getByTestId('drawer').getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return links;
};

describe('roles in a real browser', () => {
  const running = useServerAndBrowser();

  it.each(['vi', 'en'] as const)(
    'the warehouse on a 375 px phone receives a package and opens the label scanner; billing is not offered, and its address says the role cannot open it (%s)',
    async (language) => {
      const strings = uiStrings[language];
      const page = await pageOf(running.browser, language, 375);
      await signIn(page, running.base, DEMO.warehouse);
      const links = await drawerLinks(page);
      expect(links).toContain(strings.drawer.receive);
      expect(links).not.toContain(strings.drawer.invoiceList);
      expect(links).not.toContain(strings.drawer.expenseList);

      // Receive: a package scanned in, weighed and stored, with no owner yet.
      await page.goto(`${running.base}/shipment/management/receive`);
      const number = `TBA${String(Date.now()).slice(-12)}`;
      await page.getByTestId('receive-scan').fill(number);
      await page.keyboard.press('Enter');
      // Nobody pre-alerted it: received as it is, its owner found later.
      await page.getByTestId('receive-no-match').waitFor();
      await page.getByTestId('receive-unknown').tap();
      await page
        .getByTestId('receive-weight')
        .waitFor()
        .catch(async (error: unknown) => {
          await page.screenshot({ path: join(ARTIFACTS, `roles-warehouse-receive-failed-${language}.png`), fullPage: true });
          throw error;
        });
      await page.getByTestId('receive-labelName').fill('Trần Thị Mai');
      await page.getByTestId('receive-labelAddress').fill('12 Lê Lợi, Q1');
      await page.getByTestId('receive-weight').fill('2.5');
      for (const side of ['length', 'width', 'height']) await page.getByTestId(`receive-${side}`).fill('10');
      await page.getByTestId('receive-bin').fill('W-01');
      await page.getByTestId('receive-confirm').tap();
      await page
        .getByTestId('receive-done')
        .waitFor()
        .catch(async (error: unknown) => {
          await page.screenshot({ path: join(ARTIFACTS, `roles-warehouse-receive-failed-${language}.png`), fullPage: true });
          throw error;
        });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(ARTIFACTS, `roles-warehouse-receive-${language}.png`), fullPage: true });

      const { columns } = receivingPages[language].receiving;
      // The packages list shows no storage fee column (the server sends none), and its CSV has none either.
      await page.goto(`${running.base}/shipment/management/packages`);
      await page.getByText(columns.trackingNumber).first().waitFor();
      expect(await page.getByText(columns.storageFee).count()).toBe(0);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-packages').click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\n')[0]).not.toContain(columns.storageFee);
      expect(csv.split('\n')[0]).toContain(columns.trackingNumber);

      // Scan Labels opens with its camera.
      await page.goto(`${running.base}/shipment/management/scan`);
      await page.getByTestId('scan-camera').waitFor();
      await page.getByText(labelsStrings[language].shipping.scan.title).first().waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `roles-warehouse-scan-${language}.png`), fullPage: true });

      // The invoices' address: not a 404, the role is why.
      await page.goto(`${running.base}/shipment/management/invoice/list`);
      await page.getByTestId('not-allowed').getByText(strings.notAllowed.role).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `roles-warehouse-not-allowed-${language}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );

  it.each(['en', 'vi'] as const)(
    'the accountant at 1366 px works the invoices; receiving is not offered, and its address says the role cannot open it (%s)',
    async (language) => {
      const strings = uiStrings[language];
      const page = await pageOf(running.browser, language, 1366);
      await signIn(page, running.base, DEMO.accountant);
      const links = await drawerLinks(page);
      expect(links).toEqual(expect.arrayContaining([strings.drawer.invoiceList, strings.drawer.paymentList, strings.drawer.expenseList]));
      expect(links).not.toContain(strings.drawer.receive);
      await page.goto(`${running.base}/shipment/management/invoice/list`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `roles-accountant-invoices-${language}.png`) });
      await page.goto(`${running.base}/shipment/management/receive`);
      await page.getByTestId('not-allowed').getByText(strings.notAllowed.role).waitFor();
      expect(page.errors).toEqual([]);
      await page.context().close();
    },
  );
});
