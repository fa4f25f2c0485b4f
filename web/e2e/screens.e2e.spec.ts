import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

/** Screen fixes from the hardening review: dates, sorting, form hints, titles, one currency per cart. */
describe('screens in a real browser', () => {
  let authorization: string;
  const running = useServerAndBrowser(async (started) => {
    authorization = `Bearer ${await apiLogin(started.base, DEMO.admin)}`;
  });
  jest.setTimeout(120_000);

  const api = async (path: string, body?: unknown) => {
    const reply = await fetch(`${running.base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await reply.json()) as Record<string, unknown>;
  };

  it('shows who moved stock by name, and a date-only value (date purchased 2026-10-15) as Oct 15 in Los Angeles', async () => {
    const customers = (await api('/customer/get', { pageSize: 50 })) as { items: { id: number }[] };
    const placed = await api('/order/add', {
      customerId: customers.items[0].id,
      typeId: 'Regular',
      orderDetails: [{ productId: 1, warehouseId: 'US', quantity: 1 }],
    });
    await fetch(`${running.base}/api/health`, { headers: { authorization, 'X-Min-Position': placed.position as string } });
    const page = await openPage(running.browser, 'en', { timezoneId: 'America/Los_Angeles' });
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/product/1`);
    const by = '[data-testid=product-transactions] [data-field=createdBy]:not([role=columnheader])';
    await page.waitForFunction((selector) => [...document.querySelectorAll(selector)].some((cell) => cell.textContent?.includes('Nhân Viên')), by);
    // Rows still loading render empty cells: compare the names shown.
    expect(new Set((await page.locator(by).allTextContents()).filter((text) => text.trim() !== ''))).toEqual(new Set([en.transactions.system, 'Nhân Viên']));
    await page.getByRole('tab', { name: en.product.tabs.stocks }).click();
    const stocks = page.getByTestId('product-stocks');
    await stocks.getByText('Oct 15, 2026').first().waitFor();
    expect(await stocks.getByText('Oct 14, 2026').count()).toBe(0);
    expect(page.errors).toEqual([]);
  });

  it('sorts the order list by amount, names each page in the tab title, and keeps page and sort in the URL', async () => {
    const customers = (await api('/customer/get', { pageSize: 50 })) as { items: { id: number; name: string }[] };
    const customerId = customers.items[0].id;
    let position = '0';
    for (const unitPrice of [900, 12_000, 4_550]) {
      const placed = await api('/order/add', { customerId, typeId: 'Preorder', orderDetails: [{ productId: 2, warehouseId: 'US', quantity: 1, unitPrice }] });
      position = placed.position as string;
    }
    await fetch(`${running.base}/api/health`, { headers: { authorization, 'X-Min-Position': position } });

    for (const [language, strings] of [
      ['en', en],
      ['vi', vi],
    ] as const) {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/orders?tab=preorder`);
      await page.getByTestId('order-id-link').first().waitFor();
      expect(await page.title()).toBe(`${strings.titles.orders} · ${strings.app.name}`);
      await page.getByRole('columnheader', { name: strings.orders.columns.total }).click();
      await page.waitForURL(/sort=total/);
      const totals = async () => (await page.locator('[data-field=total][role=gridcell]').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
      // The grid keeps the previous rows until the server's sorted page arrives.
      await page.waitForFunction(() => {
        const amounts = [...document.querySelectorAll('[data-field=total][role=gridcell]')].map((cell) =>
          Number((cell.textContent ?? '').replace(/[^\d]/g, '')),
        );
        return amounts.length > 0 && amounts.every((amount, index) => index === 0 || amounts[index - 1] <= amount);
      });
      const shown = await totals();
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      // The first page is the server's, smallest first: the demo's pre-orders and those made above.
      const first = (await (
        await fetch(`${running.base}/api/order/get?tab=preorder&sortField=total&sortDirection=asc&pageSize=3`, { headers: { authorization } })
      ).json()) as { items: { total: number }[] };
      expect(shown.slice(0, 3)).toEqual(first.items.map((order) => order.total));
      await page.reload();
      await page.getByTestId('order-id-link').first().waitFor();
      expect(page.url()).toContain('sort=total');
      expect(await totals()).toEqual(shown);
      await page.goto(`${running.base}/shipment/management/customer/list`);
      await page.waitForFunction((title) => document.title === title, `${strings.titles.customers} · ${strings.app.name}`);
      await page.screenshot({ path: join(ARTIFACTS, `orders-sorted-${language}.png`) });
      expect(page.errors).toEqual([]);
    }
  });

  it("shows why Save is off on a customer created from a user account, and checks the login email's format", async () => {
    const customers = (await api('/customer/get', { name: 'Khách', pageSize: 50 })) as { items: { id: number; address1: string }[] };
    const fromAccount = customers.items.find((customer) => customer.address1 === '')!;
    const page = await openPage(running.browser, 'vi');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/customer/${fromAccount.id}`);
    await page.getByTestId('save-hint').waitFor();
    expect(await page.getByTestId('save-customer').isDisabled()).toBe(true);
    expect(await page.getByTestId('save-hint').textContent()).toBe(vi.form.fixToSave);
    expect(await page.getByText('Bắt buộc').count()).toBeGreaterThan(0);
    expect(await page.locator('label:has-text("*")').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: join(ARTIFACTS, 'customer-form-hints-vi.png') });

    const login = await openPage(running.browser, 'en');
    await login.goto(`${running.base}/login`);
    await login.getByTestId('login-email').fill('not-an-email');
    await login.getByTestId('login-password').fill('Customer#2026demo');
    expect(await login.getByTestId('login-submit').isDisabled()).toBe(true);
    await login.getByText('Email is not in the right format').waitFor();
    await login.getByTestId('login-email').fill(DEMO.customer.email);
    expect(await login.getByTestId('login-submit').isDisabled()).toBe(false);
    expect(await login.title()).toBe(`${en.titles.login} · ${en.app.name}`);
    expect([...page.errors, ...login.errors]).toEqual([]);
  });

  it('totals a cart in one currency, converting a dong-priced product, and shows its list price beside it', async () => {
    // A copy of a demo product, priced in dong (the server ignores the view's extra fields).
    const demo = await api('/product/get/by/id/1');
    const created = await api('/product/add', {
      ...demo,
      title: 'Nước mắm Phú Quốc 500ml',
      skuCode: 'NM-PQ-500',
      currencyId: 'VietDong',
      unitPrice: 260_000,
      retailPrice: 260_000,
      discount: 0,
      usQuantity: 10,
      vnQuantity: 0,
    });
    await fetch(`${running.base}/api/health`, { headers: { authorization, 'X-Min-Position': created.position as string } });
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/product/1`);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('snackbar').getByText(en.cart.added).waitFor();
    await page.goto(`${running.base}/shipment/management/update/product/${created.id as number}`);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('snackbar').getByText(en.cart.added).last().waitFor();
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-line').nth(1).waitFor();
    await page.getByTestId('line-original-price').getByText('₫260,000').waitFor();
    const dollars = await page.getByTestId('total-amount').textContent();
    expect(dollars).toMatch(/\$\d+\.\d\d/);
    expect(dollars).not.toContain('₫');

    await page.getByTestId('cart-currency').click();
    await page.getByRole('option', { name: en.cart.currencies.VietDong }).click();
    const dong = await page.getByTestId('total-amount').textContent();
    expect(dong).toContain('₫');
    expect(dong).not.toContain('$');
    await page.screenshot({ path: join(ARTIFACTS, 'cart-one-currency-en.png') });
    expect(page.errors).toEqual([]);
  });
});
