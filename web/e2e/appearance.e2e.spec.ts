import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The main screens: each is photographed in light and dark mode, and its text contrast checked in both. */
const MAIN_SCREENS = [
  ['home', '/'],
  ['storefront', '/public/products'],
  ['products', '/shipment/management/product/list'],
  ['shipments', '/shipment/management'],
  ['customers', '/shipment/management/customer/list'],
  ['overview', '/shipment/management/overview/dashboard'],
  ['invoices', '/shipment/management/invoice/list'],
  ['stock', '/shipment/management/stock/list'],
] as const;

/** The page's background, from the `<body>`'s computed colour: 0 black to 255 white. */
const backgroundLightness = (page: Page) =>
  page.evaluate(() => {
    const [r, g, b] = (getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? ['0', '0', '0']).map(Number);
    return Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
  });

async function contrastViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => JSON.stringify(node.target)));
  });
}

describe('appearance and the app bar', () => {
  const running = useServerAndBrowser();
  jest.setTimeout(300_000);

  it('follows the system into dark mode, remembers the toggle, prints light, and keeps text contrast in both modes on every main screen', async () => {
    const page = await openPage(running.browser, 'en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await logIn(page, running.base, DEMO.root);
    await page.goto(`${running.base}/`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await backgroundLightness(page)).toBeLessThan(60);

    // Printing from dark mode: paper takes the light scheme.
    await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
    expect(await backgroundLightness(page)).toBeGreaterThan(200);
    await page.emulateMedia({ colorScheme: 'dark', media: 'screen' });

    const problems: string[] = [];
    for (const scheme of ['dark', 'light'] as const) {
      for (const [name, path] of MAIN_SCREENS) {
        await page.goto(`${running.base}${path}`);
        await page.locator('main h1').waitFor();
        await page.waitForTimeout(700);
        const lightness = await backgroundLightness(page);
        if (scheme === 'dark' ? lightness > 60 : lightness < 200) problems.push(`${name} (${scheme}): background lightness ${lightness}`);
        for (const target of await contrastViolations(page)) problems.push(`${name} (${scheme}): low contrast at ${target}`);
        await page.screenshot({ path: join(ARTIFACTS, `screen-${name}-${scheme}.png`), fullPage: true });
      }
      if (scheme === 'dark') {
        // The reader turns dark mode off: it stays off after a reload, though the system is still dark.
        await page.getByTestId('color-scheme-toggle').click();
        await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
        await page.reload();
        await page.locator('main h1').waitFor();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
        expect(await page.getByTestId('color-scheme-toggle').getAttribute('aria-pressed')).toBe('false');
      }
    }
    expect(problems).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("offers the list's CSV from the app bar: the same file as the list's own button, off where there is no list, absent on the storefront", async () => {
    const { vi } = uiStrings;
    const page = await openPage(running.browser, 'vi');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/customer/list`);
    await page.getByTestId('export-customers').waitFor();
    const fromList = page.waitForEvent('download');
    await page.getByTestId('export-customers').click();
    const listFile = await fromList;
    const fromBar = page.waitForEvent('download');
    await page.getByTestId('navbar-csv').click();
    const barFile = await fromBar;
    expect(barFile.suggestedFilename()).toBe('customer-list.csv');
    expect(readFileSync(await barFile.path(), 'utf8')).toBe(readFileSync(await listFile.path(), 'utf8'));
    expect(
      readFileSync(await barFile.path(), 'utf8')
        .split('\r\n')
        .filter(Boolean).length,
    ).toBeGreaterThan(1);
    // A screen without a list shows the button off, saying why; the storefront's pages have none.
    await page.goto(`${running.base}/shipment/management/new/customer`);
    await page.locator('main h1').waitFor();
    expect(await page.getByTestId('navbar-csv').isDisabled()).toBe(true);
    expect(await page.getByTestId('navbar-csv').getAttribute('aria-label')).toBe(vi.common.noExport);
    for (const storefront of ['/', '/public/products', '/page/404']) {
      await page.goto(`${running.base}${storefront}`);
      await page.locator('main h1').first().waitFor();
      expect({ storefront, buttons: await page.getByTestId('navbar-csv').count() }).toEqual({ storefront, buttons: 0 });
    }
    // Nor has the sign-in page of someone signed out.
    const visitor = await openPage(running.browser, 'vi');
    await visitor.goto(`${running.base}/login`);
    await visitor.locator('main h1').first().waitFor();
    expect(await visitor.getByTestId('navbar-csv').count()).toBe(0);
    expect([...page.errors, ...visitor.errors]).toEqual([]);
  });

  it.each([
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['vi-VN', 'vi'],
    ['fr-FR', 'vi'],
  ] as const)("opens a first visit in the browser's language (%s: %s), then keeps the language the user chose", async (locale, expected) => {
    const context = await running.browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${running.base}/login`);
    await page.getByRole('heading', { name: uiStrings[expected].auth.login }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(expected);
    await page.getByTestId('language-switch').click();
    const chosen = expected === 'en' ? 'vi' : 'en';
    await page.getByRole('heading', { name: uiStrings[chosen].auth.login }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: uiStrings[chosen].auth.login }).waitFor();
    await context.close();
  });

  it('collapses the app bar on a phone into a menu that switches language and reaches the account, with no sideways scroll', async () => {
    const { vi } = uiStrings;
    const page = await openPage(running.browser, 'en');
    await page.setViewportSize({ width: 320, height: 700 });
    // On a phone the account sits in the menu: signed in once the login page moves on.
    await page.goto(`${running.base}/login`);
    await page.fill('input[type=email]', DEMO.customer.email);
    await page.fill('input[type=password]', DEMO.customer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${running.base}/public/products`);
    await page.locator('main h1').waitFor();
    expect(await page.getByTestId('user-menu').count()).toBe(0);
    const bar = await page.locator('header').boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(64);
    await page.getByTestId('phone-menu').click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await page.waitForFunction((title) => document.title.startsWith(title), vi.titles.publicProducts);
    await page.getByTestId('phone-menu').click();
    await page.getByTestId('my-orders').waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-storefront-320.png'), fullPage: true });
    expect(page.errors).toEqual([]);
  });

  it('lets the keyboard skip the app bar, and moves focus to the heading of the screen it navigates to', async () => {
    const { en } = uiStrings;
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management`);
    await page.locator('main h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('skip-link');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.app.skipToContent);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer').getByRole('link', { name: en.drawer.customers }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.customers.listTitle);
    expect(page.errors).toEqual([]);
  });
});
