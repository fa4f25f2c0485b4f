import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spreadsheetAmount } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('cart and orders in a real browser', () => {
  const running = useServerAndBrowser(async (started) => {
    const authorization = `Bearer ${await apiLogin(started.base, DEMO.admin)}`;
    const created = await fetch(`${started.base}/api/customer/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify({ name: 'Công Ty Bình Minh', address1: '12 Lê Lợi', phone: '0281234567' }),
    });
    jest.setTimeout(120_000);
    await fetch(`${started.base}/api/health`, { headers: { 'X-Min-Position': ((await created.json()) as { position: string }).position } });
  });

  /** US quantity of a product as the product page shows it. */
  async function usQuantityOn(page: Awaited<ReturnType<typeof openPage>>, productId: number): Promise<string> {
    await page.goto(`${running.base}/shipment/management/update/product/${productId}`);
    return (await page.getByTestId('us-quantity').textContent()) ?? '';
  }

  it.each([
    ['en', en, 4],
    ['vi', vi, 7],
  ] as const)(
    'adds to the cart, changes a line, submits, finds the order, edits it through the cart, holds and unholds to VN (%s)',
    async (language, strings, productId) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      const before = Number(await usQuantityOn(page, productId));

      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('snackbar').getByText(strings.cart.added).waitFor();
      await page.getByTestId('cart-button').click();
      await page.getByTestId('cart-line').first().waitFor();
      await page.getByTestId('line-count').fill('3');
      await page.getByTestId('line-custom-price').fill('10.5');
      expect(await page.getByTestId('total-quantity').textContent()).toContain('3');
      expect(await page.getByTestId('line-total').textContent()).toMatch(/31[.,]50/);
      await page.getByTestId('cart-customer').fill('Bình Minh');
      await page.getByRole('option', { name: 'Công Ty Bình Minh - 0281234567' }).click();
      await page.getByTestId('submit-order').click();
      await page.getByTestId('order-placed').getByText(strings.cart.thankYou).waitFor();
      const orderNumber = Number(/\d+/.exec((await page.getByTestId('order-number').textContent()) ?? '')![0]);
      await page.screenshot({ path: join(ARTIFACTS, `order-placed-${language}.png`) });
      expect(await page.getByTestId('cart-button').textContent()).toContain('(0)');
      expect(await usQuantityOn(page, productId)).toBe(String(before - 3));

      await page.goto(`${running.base}/shipment/management/orders`);
      await page.getByTestId('tab-regular').click();
      await page.getByTestId(`update-order-${orderNumber}`).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `orders-${language}.png`), fullPage: true });

      await page.getByTestId(`update-order-${orderNumber}`).click();
      await page.getByTestId('snackbar').getByText(strings.cart.updating).waitFor();
      await page.getByTestId('editing-order').waitFor();
      expect(await page.getByTestId('submit-order').textContent()).toBe(strings.cart.update);
      await page.getByTestId('line-count').fill('2');
      await page.getByTestId('cart-type').click();
      await page.getByRole('option', { name: strings.orders.types.PlaceHolder }).click();
      await page.getByTestId('submit-order').click();
      await page.getByTestId('snackbar').waitFor();
      await page.getByTestId('cart-line').waitFor({ state: 'detached' });
      expect(await usQuantityOn(page, productId)).toBe(String(before - 2));

      await page.goto(`${running.base}/shipment/management/orders`);
      await page.getByTestId('tab-onHold').click();
      await page.getByTestId(`unhold-order-${orderNumber}`).click();
      await page.getByTestId('unhold-warehouse').click();
      await page.getByRole('option', { name: strings.orders.warehouses.VN }).click();
      await page.getByTestId('unhold-confirm').click();
      await page
        .getByTestId('snackbar')
        .getByText(language === 'en' ? 'Successfully unholded order' : 'Đã bỏ giữ hàng cho đơn')
        .waitFor();
      // The list refetches after the unhold; Delete Order turns disabled once it shows the Stale order.
      await page.waitForFunction(
        (id) => (document.querySelector(`[data-testid=delete-order-${id}]`) as HTMLButtonElement | null)?.disabled === true,
        orderNumber,
      );

      await page.goto(`${running.base}/shipment/management/update/product/${productId}`);
      expect(await page.getByTestId('us-quantity').textContent()).toBe(String(before - 2));
      expect(Number(await page.getByTestId('vn-quantity').textContent())).toBeGreaterThanOrEqual(2);
      await page.goto(`${running.base}/shipment/management/order/${orderNumber}`);
      expect(await page.getByTestId('order-type').textContent()).toBe(strings.orders.types.Stale);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it('opens Update Order with the custom price staff set, and an update with no change keeps the total', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/product/5`);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByTestId('line-count').fill('2');
    await page.getByTestId('line-custom-price').fill('12.5');
    await page.getByTestId('cart-customer').fill('Bình Minh');
    await page.getByRole('option', { name: 'Công Ty Bình Minh - 0281234567' }).click();
    await page.getByTestId('submit-order').click();
    const orderNumber = Number(/\d+/.exec((await page.getByTestId('order-number').textContent()) ?? '')![0]);
    const subtotal = async () => {
      await page.goto(`${running.base}/shipment/management/order/${orderNumber}`);
      return { line: await page.getByTestId('order-line-price').first().textContent(), subtotal: await page.getByTestId('order-subtotal').textContent() };
    };
    const placed = await subtotal();
    expect(placed.line).toMatch(/12\.50/);

    await page.goto(`${running.base}/shipment/management/orders`);
    await page.getByTestId('tab-regular').click();
    await page.getByTestId(`update-order-${orderNumber}`).click();
    await page.getByTestId('editing-order').waitFor();
    expect(await page.getByTestId('line-custom-price').inputValue()).toMatch(/^12\.5/);
    await page.getByTestId('submit-order').click();
    await page.getByTestId('cart-line').waitFor({ state: 'detached' });
    // The session's reads wait for its own last write: the order page reads the update back.
    expect(await subtotal()).toEqual(placed);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it("shows the app's own message, in the reader's language, when a page's code cannot be loaded", async () => {
    const page = await openPage(running.browser, 'vi');
    await logIn(page, running.base, DEMO.admin);
    await page.route('**/assets/customer-list.page-*.js', (route) => route.abort());
    await page.goto(`${running.base}/shipment/management/customer/list`);
    expect(await page.getByTestId('route-error').textContent()).toContain(vi.common.loadFailed);
    await page.getByTestId('user-menu').waitFor();
    await page.close();
  });

  it('empties the cart on logout', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/product/3`);
    await page.getByTestId('buy-now').click();
    await page.getByTestId('cart-line').waitFor();
    expect(await page.getByTestId('cart-button').textContent()).toContain('(1)');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByText(en.auth.loggingOut).waitFor();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{"lines":[]}').lines.length === 0);
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/cart`);
    await page.getByText(en.cart.empty).waitFor();
    await page.close();
  });

  it('asks before removing a cart line, and keeps Submit disabled for an empty cart', async () => {
    const page = await openPage(running.browser, 'en');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/update/product/2`);
    await page.getByTestId('buy-now').click();
    await page.getByTestId('remove-line').click();
    await page.getByText(en.cart.confirmRemove).waitFor();
    await page.getByText(en.common.notRevertable).waitFor();
    await page.getByTestId('confirm-yes').click();
    await page.getByText(en.cart.empty).waitFor();
    expect(await page.getByTestId('submit-order').isDisabled()).toBe(true);
    await page.close();
  });

  it('lists customers with per-column filters and adds one that goes to its update route', async () => {
    const page = await openPage(running.browser, 'vi');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/new/customer`);
    await page.fill('input[name=name]', 'Chi Nhánh Hà Nội');
    await page.fill('input[name=address1]', '5 Tràng Tiền');
    await page.fill('input[name=phone]', '0241234567');
    await page.getByTestId('save-customer').click();
    await page.waitForURL(/\/update\/customer\/\d+$/);
    await page.getByTestId('snackbar').getByText('Đã thêm khách hàng mới').waitFor();
    await page.goto(`${running.base}/shipment/management/customer/list`);
    await page.getByTestId('filter-name').fill('hà nội');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=customer-id-link]').length === 1);
    await page.screenshot({ path: join(ARTIFACTS, 'customers-vi.png'), fullPage: true });
    const download = page.waitForEvent('download');
    await page.getByTestId('export-customers').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('customer-list.csv');
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFMã;Tên;Địa chỉ 1;Địa chỉ 2;Điện thoại;Khách hàng cha');
    expect(csv).toContain(';Chi Nhánh Hà Nội;5 Tràng Tiền;;0241234567;');
    await page.close();
  });

  it.each(['en', 'vi'] as const)(
    'exports every matching order with its subtotal, delivery fee, VAT, total and the payment taken with it (%s)',
    async (language) => {
      const authorization = `Bearer ${await apiLogin(running.base, DEMO.admin)}`;
      const call = async <T>(path: string, body?: unknown): Promise<T> =>
        (await (
          await fetch(`${running.base}/api${path}`, {
            method: body === undefined ? 'GET' : 'POST',
            headers: { 'content-type': 'application/json', authorization },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
        ).json()) as T;
      const customer = (await call<{ items: { id: number; name: string; phone: string }[] }>('/customer/get', { pageSize: 1 })).items[0];
      const placed = await call<{ id: number; position: string }>('/order/add', {
        customerId: customer.id,
        typeId: 'Regular',
        deliveryFee: 600,
        vatFee: 150,
        paymentInfo: { amount: 1000, referenceNumber: `TX-${language}` },
        orderDetails: [{ productId: 3, warehouseId: 'US', quantity: 2 }],
      });
      await fetch(`${running.base}/api/health`, { headers: { authorization, 'X-Min-Position': placed.position } });
      const order = await call<{ subtotal: number; total: number; currencyId: 'UsDollar' | 'VietDong' }>(`/order/get/by/id/${placed.id}`);
      expect(order.total).toBe(order.subtotal + 600 + 150);

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/orders`);
      await page.getByTestId('order-id-link').first().waitFor();
      const download = page.waitForEvent('download');
      await page.getByTestId('export-orders').click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('order-list.csv');
      const rows = readFileSync((await file.path())!, 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .map((line) => line.split(';'));
      const strings = uiStrings[language].orders;
      expect(rows[0]).toEqual([
        strings.columns.id,
        strings.columns.customer,
        strings.columns.type,
        strings.columns.products,
        strings.subtotal,
        strings.deliveryFee,
        strings.vatFee,
        strings.total,
        strings.paymentReceived,
        uiStrings[language].cart.fees.paymentReference,
        strings.columns.date,
        strings.columns.shipmentGroup,
        strings.invoice,
      ]);
      const row = rows.find((cells) => cells[0] === String(placed.id))!;
      const money = (minor: number) => spreadsheetAmount(minor, order.currencyId);
      expect(row.slice(4, 10)).toEqual([money(order.subtotal), money(600), money(150), money(order.total), money(1000), `TX-${language}`].map(String));
      expect(row[1]).toBe(`${customer.name} - ${customer.phone}`);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
