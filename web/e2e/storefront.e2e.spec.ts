import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('the storefront in a real browser', () => {
  const running = useServerAndBrowser();

  it('shows visitors the active products by category, and asks them to log in to order', async () => {
    const page = await openPage(running.browser, 'en');
    await page.goto(running.base);
    await page.getByTestId('see-more-products').click();
    await page.waitForURL(/\/public\/products$/);
    await page.getByTestId('storefront-product').first().waitFor();
    expect(await page.getByTestId('storefront-product').count()).toBe(10);
    await page.getByTestId('category-filter').click();
    await page.getByRole('option', { name: 'Beauty', exact: true }).click();
    await page.waitForURL(/\/view\/category\/3$/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=storefront-product]').length === 2);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Beauty');
    await page.getByTestId('storefront-product').filter({ hasText: 'Neutrogena' }).click();
    await page.getByTestId('product-title').filter({ hasText: 'Neutrogena Hydro Boost' }).waitFor();
    await page.getByTestId('login-to-order').waitFor();
    expect(await page.getByTestId('add-to-cart').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('lets a customer land on the storefront, buy at list price and find the order among their own (%s)', async (language, strings) => {
    const page = await openPage(running.browser, language);
    await logIn(page, running.base, DEMO.customer);
    await page.waitForURL(/\/public\/products$/);
    await page.getByTestId('storefront-search').locator('input').fill('Mixed Nuts');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=storefront-product]').length === 1);
    await page.getByTestId('storefront-product').click();
    await page.getByTestId('sale-price').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `storefront-product-${language}.png`), fullPage: true });
    await page.getByTestId('buy-now').click();
    await page.waitForURL(/\/cart$/);
    // Customers order at list prices: no custom price or case quantity, and no customer picker.
    await page.getByTestId('cart-line').first().waitFor();
    expect(await page.getByTestId('line-custom-price').count()).toBe(0);
    expect(await page.getByTestId('cart-customer').count()).toBe(0);
    await page.getByTestId('submit-order').click();
    await page.getByTestId('order-placed').getByText(strings.cart.thankYou).waitFor();
    const orderNumber = Number(/\d+/.exec((await page.getByTestId('order-number').textContent()) ?? '')![0]);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('my-orders').click();
    await page.waitForURL(/\/my\/orders$/);
    await page.locator('[data-testid=order-id-link]', { hasText: new RegExp(`^${orderNumber}$`) }).click();
    await page.waitForURL(new RegExp(`/my/orders/${orderNumber}$`));
    await page.getByText('Kirkland Signature Mixed Nuts 1.13 kg').first().waitFor();
    // The back office stays closed to a customer.
    await page.goto(`${running.base}/shipment/management/orders`);
    await page.waitForURL(/\/page\/404$/);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('still lands staff in the back office after login', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.waitForURL(/\/shipment\/management\/product\/list$/);
    await page.close();
  });
});
