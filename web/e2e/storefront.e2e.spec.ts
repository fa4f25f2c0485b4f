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
    // A page of the demo's thirty active products.
    expect(await page.getByTestId('storefront-product').count()).toBe(15);
    await page.getByTestId('category-filter').click();
    await page.getByRole('option', { name: 'Beauty', exact: true }).click();
    await page.waitForURL(/\/view\/category\/3$/);
    // The demo's six beauty products.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=storefront-product]').length === 6);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Beauty');
    await page.getByTestId('storefront-product').filter({ hasText: 'Neutrogena Hydro Boost' }).click();
    await page.getByTestId('product-title').filter({ hasText: 'Neutrogena Hydro Boost' }).waitFor();
    // The store by its name (the default store), not "Store 1".
    await page.getByTestId('store-name').filter({ hasText: 'MTL Cargo' }).waitFor();
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
    // The back office stays closed to a customer, who is told only staff open it.
    await page.goto(`${running.base}/shipment/management/orders`);
    await page.getByTestId('not-allowed').waitFor();
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it('still lands staff in the back office after login', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.waitForURL(/\/shipment\/management$/);
    await page.getByRole('heading', { level: 1, name: en.shipping.listTitle }).waitFor();
    await page.close();
  });

  it.each([
    ['vi', vi, 'Đã thêm địa chỉ giao hàng', 'Đã xóa địa chỉ giao hàng'],
    ['en', en, 'Successfully added the delivery address', 'Successfully deleted the delivery address'],
  ] as const)(
    'lets a customer keep delivery addresses outside the back office: add one, ship an order to it, delete it (%s)',
    async (language, strings, added, deleted) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.customer);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('my-addresses').click();
      await page.waitForURL(/\/my\/addresses$/);
      // The customer's addresses as the server has them (the demo gives them one), once the page shows them all.
      const session = (await (
        await fetch(`${running.base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO.customer) })
      ).json()) as { token: string; id: number };
      const saved = (await (
        await fetch(`${running.base}/api/deliveryaddress/get/by/user/id/${session.id}`, { headers: { authorization: `Bearer ${session.token}` } })
      ).json()) as unknown[];
      await page.waitForFunction((count) => document.querySelectorAll('[data-testid=address-card]').length === count, saved.length);
      const before = saved.length;
      await page.getByTestId('add-address').click();
      const dialog = page.getByTestId('address-dialog');
      await dialog.locator('input[name=name]').fill(`Receiver ${language}`);
      await dialog.locator('input[name=phone]').fill('123');
      await dialog.locator('input[name=address1]').fill('12 Lê Lợi, Quận 1');
      expect(await page.getByTestId('save-address').isDisabled()).toBe(true);
      await dialog.locator('input[name=phone]').fill('0901234567');
      await dialog.getByRole('checkbox').check();
      await page.getByTestId('save-address').click();
      await page.getByTestId('snackbar').filter({ hasText: added }).waitFor();
      const card = page.getByTestId('address-card').filter({ hasText: `Receiver ${language}` });
      await card.waitFor();
      expect(await page.getByTestId('address-card').count()).toBe(before + 1);
      await page.screenshot({ path: join(ARTIFACTS, `addresses-${language}.png`), fullPage: true });

      // The cart ships to the main address, and the order the server records names it.
      await page.goto(`${running.base}/public/products`);
      await page.getByTestId('storefront-product').first().click();
      await page.getByTestId('buy-now').click();
      await page.waitForURL(/\/cart$/);
      await page
        .getByTestId('cart-address')
        .filter({ hasText: `Receiver ${language}` })
        .waitFor();
      await page.getByTestId('submit-order').click();
      const orderNumber = Number(/\d+/.exec((await page.getByTestId('order-number').textContent()) ?? '')![0]);
      const login = (await (
        await fetch(`${running.base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO.customer) })
      ).json()) as { token: string; id: number };
      const headers = { authorization: `Bearer ${login.token}` };
      // The order is read once its projection has it (the page's confirmation comes from the command's reply).
      let reply = await fetch(`${running.base}/api/order/get/by/id/${orderNumber}`, { headers });
      for (let tries = 0; reply.status === 404 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        reply = await fetch(`${running.base}/api/order/get/by/id/${orderNumber}`, { headers });
      }
      const order = (await reply.json()) as { deliveryAddressId: number | null };
      const mine = (await (await fetch(`${running.base}/api/deliveryaddress/get/by/user/id/${login.id}`, { headers })).json()) as {
        id: number;
        name: string;
      }[];
      expect(order.deliveryAddressId).toBe(mine.find((address) => address.name === `Receiver ${language}`)?.id);
      await page.goto(`${running.base}/my/addresses`);
      await card.waitFor();
      await card.getByRole('button', { name: strings.addresses.delete.replace('{{name}}', `Receiver ${language}`) }).click();
      await page.getByTestId('confirm-yes').click();
      await page.getByTestId('snackbar').filter({ hasText: deleted }).waitFor();
      await page.waitForFunction((count) => document.querySelectorAll('[data-testid=address-card]').length === count, before);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
