import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, DEMO, useServerAndBrowser } from './support';

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
