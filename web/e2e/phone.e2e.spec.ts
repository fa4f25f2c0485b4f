import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import { shippingPaths } from '../src/features/shipping/shipping.paths';
import { vendorsPaths } from '../src/features/vendors/vendors.paths';
import { catalogPaths } from '../src/features/catalog/catalog.paths';
import { SEARCH_TYPING_PAUSE_MS } from '../src/shared/phone-list';
import { apiLogin, ARTIFACTS, DEMO, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;
/** The smallest target a thumb hits reliably: WCAG 2.5.5's 44 by 44 CSS pixels. */
const TOUCH_TARGET_PX = 44;

/** A phone as customers hold one: 375 px wide, touch, with the language already chosen. */
async function phone(browser: Browser, language: 'vi' | 'en'): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  return page;
}

/** Taps a control after checking it is big enough for a thumb and the page does not scroll sideways. */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const name = (await target.getAttribute('data-testid')) ?? (await target.textContent());
  expect({ name, fits: box.width >= TOUCH_TARGET_PX && box.height >= TOUCH_TARGET_PX }).toEqual({ name, fits: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await target.tap();
}

/** Customers arrive on phones: the storefront's order and the tracking page, with a thumb, at 375 px. */
describe('a customer on a phone', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('signs in from the menu, finds a product, buys it and sees the order among their own (%s)', async (language, strings) => {
    const page = await phone(running.browser, language);
    await page.goto(running.base);
    await tap(page, page.getByTestId('phone-menu'));
    await tap(page, page.getByRole('menu').getByTestId('login'));
    await page.getByTestId('login-email').fill(DEMO.customer.email);
    await page.getByTestId('login-password').fill(DEMO.customer.password);
    await tap(page, page.getByTestId('login-submit'));
    await page.waitForURL(/\/public\/products$/);
    await page.getByTestId('storefront-search').locator('input').fill('Mixed Nuts');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=storefront-product]').length === 1);
    await tap(page, page.getByTestId('storefront-product'));
    await page.getByTestId('sale-price').waitFor();
    await tap(page, page.getByTestId('buy-now'));
    await page.waitForURL(/\/cart$/);
    await page.getByTestId('cart-line').first().waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `phone-cart-${language}.png`), fullPage: true });
    await tap(page, page.getByTestId('submit-order'));
    await page.getByTestId('order-placed').getByText(strings.cart.thankYou).waitFor();
    const orderNumber = /\d+/.exec((await page.getByTestId('order-number').textContent()) ?? '')![0];

    await tap(page, page.getByTestId('phone-menu'));
    await tap(page, page.getByRole('menu').getByTestId('my-orders'));
    await page.waitForURL(/\/my\/orders$/);
    await page.locator('[data-testid=order-id-link]', { hasText: new RegExp(`^${orderNumber}$`) }).tap();
    await page.waitForURL(new RegExp(`/my/orders/${orderNumber}$`));
    await page.getByText('Kirkland Signature Mixed Nuts 1.13 kg').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    // The lines stack: the table does not scroll sideways inside its own region either.
    expect(await page.getByRole('region', { name: strings.titles.order, exact: true }).evaluate((region) => region.scrollWidth - region.clientWidth)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, `phone-order-${language}.png`), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('tracks a number from the home page and reads its timeline (%s)', async (language, strings) => {
    const page = await phone(running.browser, language);
    await page.goto(running.base);
    await page.getByTestId('tracking-input').tap();
    await page.getByTestId('tracking-input').fill('mtl-1001');
    await tap(page, page.getByTestId('track'));
    await page.waitForURL(/\/tracking\/mtl-1001$/);
    await page.getByTestId('tracking-timeline').waitFor();
    expect(await page.getByTestId('tracking-timeline').locator('.MuiStepLabel-label').count()).toBeGreaterThan(0);
    expect(await page.title()).toContain(strings.titles.tracking);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, `phone-tracking-${language}.png`), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('staff on a phone', () => {
  const running = useServerAndBrowser(async (server) => {
    const token = await apiLogin(server.base, DEMO.admin);
    for (let vendor = 1; vendor <= VENDORS; vendor += 1) {
      const reply = await fetch(`${server.base}/api/vendor/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name: `Phone vendor ${vendor}` }),
      });
      expect(reply.status).toBe(201);
    }
  });
  const VENDORS = 17;

  it('read lists as cards: page, search and reach the links and buttons of rows with a thumb', async () => {
    const page = await phone(running.browser, 'en');
    await page.goto(`${running.base}/login`);
    await page.getByTestId('login-email').fill(DEMO.admin.email);
    await page.getByTestId('login-password').fill(DEMO.admin.password);
    await tap(page, page.getByTestId('login-submit'));
    await page.waitForURL(/\/shipment\/management$/);
    await page.getByTestId('list-card').first().waitFor();
    expect(await page.locator('.MuiDataGrid-root').count()).toBe(0);
    await page.screenshot({ path: join(ARTIFACTS, 'phone-shipment-list.png'), fullPage: true });
    // A row's link opens its record.
    const card = page.getByTestId('list-card').first();
    await tap(page, card.getByTestId('shipment-id-link'));
    await page.waitForURL(new RegExp(`${shippingPaths.shipmentUpdate('\\d+')}$`));

    await page.goto(`${running.base}${vendorsPaths.vendorList}`);
    await page.getByTestId('list-card').first().waitFor();
    await page
      .getByTestId('rows-shown')
      .filter({ hasText: /^Rows 1–15 of \d+$/ })
      .waitFor();
    expect(await page.getByTestId('list-card').count()).toBe(15);
    await tap(page, page.getByTestId('phone-pagination').getByRole('button', { name: 'Go to next page' }));
    await page
      .getByTestId('rows-shown')
      .filter({ hasText: /^Rows 16–\d+ of \d+$/ })
      .waitFor();
    expect(page.url()).toMatch(/page=1\b|page=2\b/);
    // The list's search, as a plain field: the server finds the vendor.
    await page.getByTestId('vendor-search').fill('Phone vendor 17');
    await page
      .getByTestId('rows-shown')
      .filter({ hasText: /^Rows 1–1 of 1$/ })
      .waitFor();
    const vendor = page.getByTestId('list-card').filter({ hasText: 'Phone vendor 17' });
    await tap(page, vendor.getByRole('button', { name: en.vendors.editButton.replace('{{name}}', 'Phone vendor 17') }));
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Where the grid sorts by its column headers, the phone has a sort field: the server orders the cards.
    await page.goto(`${running.base}${catalogPaths.productList}`);
    await page.getByTestId('list-card').first().waitFor();
    const titles = () =>
      page
        .getByTestId('list-card')
        .evaluateAll(
          (cards, label) =>
            cards.map((card) => [...card.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling?.textContent ?? ''),
          en.productList.columns.title,
        );
    const sortBy = async (choice: string) => {
      await tap(page, page.getByRole('combobox', { name: en.common.sortBy }));
      await tap(page, page.getByRole('option', { name: choice, exact: true }));
      await page.getByTestId('list-card').first().waitFor();
    };
    // The cards of the previous order stay on screen while the new page loads: read them once the
    // server has answered for this order and the progress bar has gone.
    const sortedBy = async (choice: string, direction: 'asc' | 'desc') => {
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/product/get') &&
          /"sortField":"title"/.test(response.request().postData() ?? '') &&
          response.request().postData()!.includes(`"sortDirection":"${direction}"`),
      );
      await sortBy(choice);
      await answered;
      await page.waitForURL(new RegExp(`order=${direction}`));
      await page.getByRole('progressbar', { name: en.common.loading }).waitFor({ state: 'detached' });
      await page
        .getByTestId('rows-shown')
        .filter({ hasText: /^Rows 1–/ })
        .waitFor();
      return titles();
    };
    const ascending = await sortedBy(en.common.sortAscending.replace('{{column}}', en.productList.columns.title), 'asc');
    expect(page.url()).toMatch(/sort=title&order=asc|order=asc&sort=title/);
    const descending = await sortedBy(en.common.sortDescending.replace('{{column}}', en.productList.columns.title), 'desc');
    await page.screenshot({ path: join(ARTIFACTS, 'phone-product-list-sorted.png') });
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending[0].localeCompare(ascending.at(-1)!, 'en', { sensitivity: 'base' })).toBeLessThanOrEqual(0);
    expect(descending[0].localeCompare(descending.at(-1)!, 'en', { sensitivity: 'base' })).toBeGreaterThanOrEqual(0);
    expect(descending[0]).not.toBe(ascending[0]);

    await page.goto(`${running.base}${vendorsPaths.vendorList}`);
    await page.getByTestId('list-card').first().waitFor();
    // The drawer's entry for the same list shows it whole: the search field follows the address and does not search again.
    await tap(page, page.getByTestId('drawer-toggle'));
    await tap(page, page.getByTestId('drawer').getByRole('link', { name: en.drawer.vendors }));
    await page
      .getByTestId('rows-shown')
      .filter({ hasText: /^Rows 1–15 of \d+$/ })
      .waitFor();
    expect(await page.getByTestId('vendor-search').inputValue()).toBe('');
    await page.waitForTimeout(SEARCH_TYPING_PAUSE_MS * 2);
    expect(await page.getByTestId('rows-shown').textContent()).toMatch(/^Rows 1–15 of \d+$/);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

/** A customer's own pages at 375 px: the statement read whole with amounts in the millions, and the sign-up form's errors clear of the next field. */
describe('portal pages on a phone', () => {
  /** The code of the last invoice made for the statement (the demo's own invoices come before it). */
  let lastInvoiceCode = '';
  const running = useServerAndBrowser(async (server) => {
    const staff = `Bearer ${await apiLogin(server.base, DEMO.admin)}`;
    const customer = `Bearer ${await apiLogin(server.base, DEMO.customer)}`;
    const call = async <T>(authorization: string, path: string, body?: unknown): Promise<T> => {
      const reply = await fetch(`${server.base}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
      return (await reply.json()) as T;
    };
    const { customerId } = (await call<{ userInfo: { customerId: number } }>(customer, '/user/verify/session')).userInfo;
    const today = new Date().toISOString().slice(0, 10);
    let position = '';
    for (let invoice = 0; invoice < 3; invoice += 1) {
      const added = await call<{ id: number }>(staff, '/invoice/add', {
        typeId: 'General',
        customerId,
        invoiceDate: today,
        invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 123_456_789 }],
      });
      lastInvoiceCode = `G-${String(added.id).padStart(5, '0')}`;
      position = (
        await call<{ position: string }>(staff, '/payment/submit', { customerId, amount: 12_345_678, paymentDate: today, typeId: 1, invoiceIds: [added.id] })
      ).position;
    }
    await fetch(`${server.base}/api/health`, { headers: { authorization: staff, 'X-Min-Position': position } });
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('shows the statement whole, every balance in view, without scrolling sideways (%s)', async (language, strings) => {
    const page = await phone(running.browser, language);
    await page.goto(`${running.base}/login`);
    await page.getByTestId('login-email').fill(DEMO.customer.email);
    await page.getByTestId('login-password').fill(DEMO.customer.password);
    await page.getByTestId('login-submit').tap();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${running.base}/my/statement`);
    const statement = page.getByTestId('statement');
    await statement.getByText(lastInvoiceCode).waitFor();
    const placed = await statement.evaluate((card) => {
      const edge = card.getBoundingClientRect().right;
      const balances = [...card.querySelectorAll('tr')].map((row) => row.lastElementChild!.getBoundingClientRect().right);
      return {
        pastCard: balances.filter((right) => right > edge + 0.5).length,
        rows: balances.length,
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(placed).toEqual({ pastCard: 0, rows: 10, sideways: 0 });
    expect(await statement.getByRole('columnheader', { name: strings.billing.statement.balance }).isVisible()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, `phone-statement-${language}.png`), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it.each(['vi', 'en'] as const)('keeps each sign-up error clear of the next field (%s)', async (language) => {
    const page = await phone(running.browser, language);
    await page.goto(`${running.base}/register/user`);
    await page.locator('input[name=email]').fill('not an address');
    await page.locator('input[name=password]').fill('short');
    await page.locator('input[name=confirmPassword]').fill('other');
    await page.getByTestId('register-submit').evaluate((button) => button.closest('form')!.requestSubmit());
    await page.locator('.Mui-error.MuiFormHelperText-root').nth(2).waitFor();
    const collisions = await page.evaluate(() => {
      const fields = [...document.querySelectorAll('form .MuiTextField-root')];
      return fields.slice(0, -1).flatMap((field, index) => {
        const help = field.querySelector('.MuiFormHelperText-root')!.getBoundingClientRect();
        const next = fields[index + 1].querySelector('label')!.getBoundingClientRect();
        return help.bottom > next.top + 0.5 ? [`${field.querySelector('input')!.name}: ${Math.round(help.bottom - next.top)} px over`] : [];
      });
    });
    expect(collisions).toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS, `phone-register-errors-${language}.png`), fullPage: true });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
