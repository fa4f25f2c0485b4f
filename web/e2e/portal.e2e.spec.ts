import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMoney, type Currency } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe("the customer's own portal in a real browser", () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'vi-VN'],
    ['en', en, 'en-US'],
  ] as const)(
    'shows a customer their shipments with the timeline, their invoices printable, their payments and credit, and their statement as CSV; nothing of another customer (%s)',
    async (language, strings, locale) => {
      const call = async (token: string, path: string, body?: object) =>
        (await (
          await fetch(`${running.base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: body && JSON.stringify(body),
          })
        ).json()) as Record<string, unknown> & { id: number };
      const staff = await apiLogin(running.base, DEMO.admin);
      const customer = await apiLogin(running.base, DEMO.customer);
      const customerId = ((await call(customer, '/api/user/verify/session')) as unknown as { userInfo: { customerId: number } }).userInfo.customerId;
      const other = (await call(staff, '/api/customer/add', { name: `Người khác ${language}`, address1: '99 Đường Khác', phone: '0900000000' })).id;
      const group = (await call(staff, '/api/shipment/add/group', { typeId: 'Air', shipmentDate: '2026-11-20' })).id;
      const tracking = `MY-${language}-${Date.now()}`;
      const party = (id: number, address1: string) => ({ customerId: id, address1, phone: '0912345678' });
      const shipment = await call(staff, '/api/shipment/add', {
        groupId: group,
        sender: party(customerId, `12 Lê Lợi ${language}`),
        receiver: party(other, '99 Đường Khác'),
        totalBox: 2,
        totalPallet: 0,
        totalWeight: 1250,
        totalValue: 10_000,
        shipmentDate: '2026-11-21',
        mtlTracking: tracking,
      });
      const invoice = await call(staff, '/api/invoice/add', {
        typeId: 'General',
        customerId,
        currencyId: 'UsDollar',
        invoiceDate: '2026-11-15',
        invoiceDetails: [{ name: `Cước ${language}`, quantity: 1, unitPrice: 4000 }],
      });
      await call(staff, '/api/payment/submit', {
        customerId,
        currencyId: 'UsDollar',
        amount: 1500,
        paymentDate: '2026-11-16',
        typeId: 1,
        invoiceIds: [invoice.id],
      });

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.customer);
      // The account menu leads to each of the customer's own pages.
      await page.getByTestId('user-menu').click();
      for (const testId of ['my-orders', 'my-shipments', 'my-invoices', 'my-payments', 'my-statement', 'my-addresses'])
        await page.getByTestId(testId).waitFor();
      await page.getByTestId('my-shipments').click();
      await page.waitForURL(/\/my\/shipments$/);
      await page.getByTestId('own-shipment-link').filter({ hasText: tracking }).click();
      await page.getByTestId('tracking-timeline').waitFor();
      expect(await page.getByTestId('own-shipment-sender').textContent()).toContain(`12 Lê Lợi ${language}`);
      // Of the receiver, another customer, nothing but the name.
      expect(await page.getByTestId('own-shipment-receiver').textContent()).not.toContain('99 Đường Khác');
      expect(await page.getByTestId('own-shipment-summary').textContent()).toContain(strings.shipping.own.roles.sender);
      await page.screenshot({ path: join(ARTIFACTS, `portal-shipment-${language}.png`), fullPage: true });

      await page.getByTestId('user-menu').click();
      await page.getByTestId('my-invoices').click();
      await page.waitForURL(/\/my\/invoices$/);
      const code = `G-${String(invoice.id).padStart(5, '0')}`;
      await page.getByTestId('own-invoice-link').filter({ hasText: code }).click();
      await page.getByTestId('printable-invoice').waitFor();
      const money = (minor: number, currency: Currency = 'UsDollar') => formatMoney(minor, currency, locale);
      expect(await page.getByTestId('printable-totals').textContent()).toContain(money(2500));
      expect(await page.getByTestId('printable-totals').textContent()).toContain(strings.billing.statuses.PartiallyPaid);
      await page.screenshot({ path: join(ARTIFACTS, `portal-invoice-${language}.png`), fullPage: true });
      // The shipment pushed to an invoice: its charge line is named in the reader's language.
      const pushed = await call(staff, '/api/invoice/push/from/shipment', { shipmentId: shipment.id });
      await fetch(`${running.base}/api/health`, { headers: { authorization: `Bearer ${staff}`, 'X-Min-Position': String(pushed.position) } });
      await page.goto(`${running.base}/my/invoices/${pushed.id}`);
      await page
        .getByTestId('printable-invoice')
        .getByRole('cell', { name: strings.billing.invoice.shipmentLine.replace('{{id}}', String(shipment.id)), exact: true })
        .waitFor();

      await page.goto(`${running.base}/my/payments`);
      const credits = (await call(customer, '/api/payment/get/mine/credits')) as unknown as { dollarCredits: number };
      expect(await page.getByTestId('own-credit-UsDollar').textContent()).toBe(money(credits.dollarCredits));
      await page.getByRole('gridcell', { name: code }).first().waitFor();

      await page.goto(`${running.base}/my/statement`);
      await page.getByTestId('statement-closing').waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-statement').click()]);
      const rows = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(rows[0].split(';')).toContain(strings.billing.statement.balance);
      await page.screenshot({ path: join(ARTIFACTS, `portal-statement-${language}.png`), fullPage: true });

      // Another customer's invoice is one that does not exist.
      const others = await call(staff, '/api/invoice/add', {
        typeId: 'General',
        customerId: other,
        currencyId: 'UsDollar',
        invoiceDate: '2026-11-15',
        invoiceDetails: [{ name: 'Khác', quantity: 1, unitPrice: 100 }],
      });
      await page.goto(`${running.base}/my/invoices/${others.id}`);
      await page.getByRole('alert').waitFor();
      expect(await page.getByTestId('printable-invoice').count()).toBe(0);
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
