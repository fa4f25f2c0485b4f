import type { CustomerListRow, InvoiceListRow, OrderView, ShipmentListRow } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import { verificationPath } from '../../services/src/testing/outbox';
import { apiLogin, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;
type Page<T> = { items: T[] };

/** The rough edges a whole journey in Vietnamese met: each one as a person sees it now. */
describe('the journey’s last rough edges in a real browser', () => {
  const running = useServerAndBrowser();
  const call = async <T>(path: string, body?: object): Promise<T> => {
    const token = await apiLogin(running.base, DEMO.root);
    const reply = await fetch(`${running.base}/api${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    return (await reply.json()) as T;
  };

  it.each([
    ['vi', ['last', 'first']],
    ['en', ['first', 'last']],
  ] as const)('asks for the family name first on the Vietnamese sign-up page, the given name first on the English one (%s)', async (language, order) => {
    const page = await openPage(running.browser, language);
    await page.goto(`${running.base}/register/user`);
    await page.locator('input[name=first]').waitFor();
    const names = await page.locator('input[name=first], input[name=last]').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
    expect(names).toEqual(order);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['vi', '15/10/2026', '01/01/2026', 'dd/mm/yyyy'],
    ['en', '10/15/2026', '01/01/2026', 'mm/dd/yyyy'],
  ] as const)(
    'writes dates in the page’s language, typed or shown, whatever the browser’s own locale (%s)',
    async (language, typed, shownFrom, placeholder) => {
      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.root);
      await page.goto(`${running.base}/shipment/management/overview/dashboard?from=2026-01-01`);
      const from = page.getByTestId('overview-from');
      await page.waitForFunction((value) => (document.querySelector('[data-testid=overview-from]') as HTMLInputElement | null)?.value === value, shownFrom);
      expect(await page.getByTestId('overview-datedTo').getAttribute('placeholder')).toBe(placeholder);
      await page.getByTestId('overview-datedTo').fill(typed);
      await page.waitForURL(/datedTo=2026-10-15/);
      // A date that is no date says how to write one, and changes nothing.
      await page.getByTestId('overview-datedTo').fill('31/02/2026');
      await page.getByText(placeholder, { exact: false }).first().waitFor();
      expect(page.url()).toContain('datedTo=2026-10-15');
      expect(await from.inputValue()).toBe(shownFrom);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['vi', vi, 'Hóa đơn đã thanh toán nên không thể thay đổi', 'Lô hàng'],
    ['en', en, 'This invoice is paid and cannot be changed', 'Shipment'],
  ] as const)(
    'turns Push to Invoice off, saying why, once the shipment’s invoice is paid; its charge line reads in the staff’s language (%s)',
    async (language, strings, locked, shipmentWord) => {
      const invoices = (await call<Page<InvoiceListRow>>('/invoice/get', { pageSize: 500 })).items;
      const paid = new Set(invoices.filter((invoice) => invoice.paymentStatus === 'Paid').map((invoice) => invoice.id));
      const shipments = (await call<Page<ShipmentListRow>>('/shipment/get?pageSize=500')).items;
      const shipment = shipments.find((candidate) => candidate.invoiceId !== null && paid.has(candidate.invoiceId))!;
      expect(shipment).toBeDefined();

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/update/shipment/${shipment.id}`);
      const push = page.getByTestId('push-to-invoice');
      await push.waitFor();
      await page.waitForFunction(() => (document.querySelector('[data-testid=push-to-invoice]') as HTMLButtonElement | null)?.disabled === true);
      await push.hover({ force: true });
      await page.getByRole('tooltip').filter({ hasText: locked }).waitFor();
      expect(await page.getByTestId('go-to-invoice').textContent()).toBe(strings.shipping.goToInvoice);

      await page.goto(`${running.base}/shipment/management/update/invoice/${shipment.invoiceId}`);
      await page.getByTestId('line-name-0').waitFor();
      expect(await page.getByTestId('line-name-0').inputValue()).toBe(`${shipmentWord} ${shipment.id}`);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );

  it.each([
    ['vi', vi, 'Giao đến', 'Không chọn địa chỉ'],
    ['en', en, 'Deliver to', 'No address chosen'],
  ] as const)('shows on an order’s page where it goes, and names its invoice and products in its History (%s)', async (language, strings, deliverTo, none) => {
    const orders = (await call<Page<OrderView>>('/order/get?pageSize=500')).items;
    const order = orders.find((candidate) => candidate.invoiceId !== null && candidate.shipmentGroupId !== null)!;
    const invoice = (await call<Page<InvoiceListRow>>('/invoice/get', { pageSize: 500 })).items.find((candidate) => candidate.id === order.invoiceId)!;

    const page = await openPage(running.browser, language);
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}/shipment/management/order/${order.id}`);
    const address = page.getByTestId('order-delivery-address');
    await address.waitFor();
    expect(await address.textContent()).toContain(deliverTo);
    expect(await address.textContent()).toContain(none);

    await page.getByTestId('history-panel').getByRole('button', { name: strings.history.tab }).click();
    const changes = page.locator('[data-testid^=history-changes-]');
    await changes.first().waitFor();
    await page.waitForFunction((code) => document.querySelector('[data-testid=history-panel]')?.textContent?.includes(code), invoice.code);
    const text = (await changes.allTextContents()).join('\n');
    expect(text).toContain(invoice.code);
    expect(text).toContain(`#${order.shipmentGroupId}`);
    expect(text).toContain(`(${order.lines[0]!.productTitle})`);
    expect(text).not.toMatch(/ #\d+: /);
    expect(page.errors).toEqual([]);
    await page.close();
  });

  it.each(['vi', 'en'] as const)(
    'offers a signed-up customer’s saved delivery address when their record has none, so staff can save them (%s)',
    async (language) => {
      const email = `no.address.${language}@example.com`;
      const post = (path: string, body: object, token?: string) =>
        fetch(`${running.base}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify(body),
        });
      await post('/user/register', { first: 'Lan', last: 'Phạm Thị', email, password: 'secret#42', phone: '0901234567' });
      await fetch(`${running.base}/api${verificationPath(running.server.dataDir, email)}`);
      const customerToken = await apiLogin(running.base, { email, password: 'secret#42' });
      expect(
        (await post('/deliveryaddress/add', { name: 'Lan', phone: '0901234567', address1: '12 Lê Lợi', address2: 'Quận 1', main: true }, customerToken)).status,
      ).toBe(201);
      const customer = (await call<Page<CustomerListRow>>('/customer/get', { name: 'Lan', pageSize: 100 })).items.find((row) => row.email === email)!;
      expect(customer.address1).toBe('');

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      await page.goto(`${running.base}/shipment/management/update/customer/${customer.id}`);
      await page.getByTestId('customer-no-address').waitFor();
      expect(await page.getByTestId('save-customer').isDisabled()).toBe(true);
      await page.getByTestId('use-address-0').click();
      expect(await page.locator('input[name=address1]').inputValue()).toBe('12 Lê Lợi');
      await page.getByTestId('save-customer').click();
      expect(await page.getByTestId('customer-no-address').count()).toBe(0);
      await page.getByTestId('save-customer').waitFor();
      for (let tries = 0; tries < 50; tries++) {
        const saved = (await call<CustomerListRow>(`/customer/get/by/id/${customer.id}`)).address1;
        if (saved === '12 Lê Lợi') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await call<CustomerListRow>(`/customer/get/by/id/${customer.id}`)).address1).toBe('12 Lê Lợi');
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
