import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;

describe('invoices and payments in a real browser', () => {
  const running = useServerAndBrowser();

  it.each([
    ['vi', vi, 'Đã thêm hóa đơn mới', 'Đã ghi nhận thanh toán', 'Đã thêm thanh toán mới'],
    ['en', en, 'Successfully added a new invoice', 'Successfully submitted new payment(s)', 'Successfully added a new payment'],
  ] as const)(
    'invoices an order, pays two invoices with one payment leaving credit, uses the credit on a third, prints an invoice, exports the invoices and the statement (%s)',
    async (language, strings, invoiceAdded, submitted, paymentAdded) => {
      const token = await apiLogin(running.base, DEMO.admin);
      // `minPosition`: a write the reply must include (the read models lag the log).
      const call = async (path: string, body?: object, minPosition?: string) =>
        (await (
          await fetch(`${running.base}${path}`, {
            method: body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(minPosition ? { 'X-Min-Position': minPosition } : {}) },
            body: body && JSON.stringify(body),
          })
        ).json()) as Record<string, unknown> & { id: number; items: { id: number; vnQuantity: number }[] };
      const customerId = (await call('/api/customer/add', { name: `Khach ${language}`, address1: '12 Le Loi', phone: '0912345678' })).id;
      const product = (await call('/api/product/get', { pageSize: 50 })).items.find((candidate) => candidate.vnQuantity > 0)!;
      const order = await call('/api/order/add', { customerId, typeId: 'Regular', orderDetails: [{ productId: product.id, warehouseId: 'VN', quantity: 1 }] });
      const general = await call('/api/invoice/add', {
        typeId: 'General',
        customerId,
        invoiceDate: '2026-11-01',
        invoiceDetails: [{ name: 'Air freight', quantity: 12.5, unitPrice: 275 }],
      });
      const third = await call('/api/invoice/add', {
        typeId: 'General',
        customerId,
        invoiceDate: '2026-11-03',
        invoiceDetails: [{ name: 'Packing', quantity: 1, unitPrice: 100 }],
      });

      const page = await openPage(running.browser, language);
      await logIn(page, running.base, DEMO.admin);
      // Generate Invoice on the order list opens New Invoice filled from the order.
      await page.goto(`${running.base}/shipment/management/orders`);
      await page.getByTestId(`generate-invoice-${order.id}`).click();
      await page.waitForURL(/\/new\/invoice\?orderId=\d+$/);
      await page.getByTestId('line-name-0').waitFor();
      expect(await page.getByTestId('invoice-type').inputValue()).toBe('Order');
      await page.getByTestId('save-invoice').click();
      await page.getByTestId('snackbar').filter({ hasText: invoiceAdded }).waitFor();
      await page.waitForURL(/\/update\/invoice\/\d+$/);
      const orderInvoice = Number(/(\d+)$/.exec(page.url())![1]);
      await page.getByRole('heading', { level: 1, name: new RegExp(`O-${String(orderInvoice).padStart(5, '0')}`) }).waitFor();

      // One payment over the two oldest invoices; the rest becomes credit.
      await page.goto(`${running.base}/shipment/management/new/payment/${customerId}`);
      await page.getByTestId(`tick-${third.id}`).click();
      await page.getByTestId('payment-amount').fill('500');
      const paid = page.waitForResponse((response) => response.url().endsWith('/api/payment/submit'));
      await page.getByTestId('submit-payment').click();
      await page.getByTestId('snackbar').filter({ hasText: submitted }).waitFor();
      await page.waitForURL(/\/payment\/list/);
      const paidAt = (await paid).headers()['x-event-position'];
      const orderTotal = ((await call(`/api/invoice/get/by/id/${orderInvoice}`)) as unknown as { totalAmount: number }).totalAmount;
      const credit = 50_000 - 3438 - orderTotal;
      expect(((await call(`/api/payment/get/total/credits/${customerId}`, undefined, paidAt)) as unknown as { dollarCredits: number }).dollarCredits).toBe(
        credit,
      );

      // The credit pays the third invoice from its page.
      await page.goto(`${running.base}/shipment/management/update/invoice/${third.id}`);
      await page.getByTestId('make-payment').click();
      await page.getByTestId('payment-use-credit').click();
      const added = page.waitForResponse((response) => response.url().endsWith('/api/payment/add'));
      await page.getByTestId('save-payment').click();
      await page.getByTestId('snackbar').filter({ hasText: paymentAdded }).waitFor();
      await page.getByTestId('invoice-paid-on').waitFor();
      expect(await page.getByTestId('invoice-total').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(46, 125, 50)');
      await page.screenshot({ path: join(ARTIFACTS, `invoice-paid-${language}.png`), fullPage: true });
      expect(
        (
          (await call(`/api/payment/get/total/credits/${customerId}`, undefined, (await added).headers()['x-event-position'])) as unknown as {
            dollarCredits: number;
          }
        ).dollarCredits,
      ).toBe(credit - 100);

      // Printer friendly opens the printable invoice in a new tab.
      await page.goto(`${running.base}/shipment/management/update/invoice/${general.id}`);
      // The invoice names the rate it kept (the one in force on its date).
      const kept = ((await call(`/api/invoice/get/by/id/${general.id}`)) as unknown as { vndPerUsd: number }).vndPerUsd;
      const rate = (await page.getByTestId('invoice-rate').textContent()) ?? '';
      expect(rate.startsWith(strings.billing.invoice.rateKept.split('{{')[0])).toBe(true);
      expect(rate.replace(/\D/g, '')).toBe(String(kept));
      const [printable] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('printer-friendly').click()]);
      await printable.getByTestId('printable-invoice').waitFor();
      expect(await printable.getByTestId('printable-totals').textContent()).toContain(strings.billing.statuses.Paid);
      expect(await printable.getByRole('heading', { level: 1 }).textContent()).toContain(`G-${String(general.id).padStart(5, '0')}`);
      await printable.screenshot({ path: join(ARTIFACTS, `invoice-print-${language}.png`), fullPage: true });
      await printable.close();

      // The customer page: credits and Export Invoices (every invoice of the customer).
      await page.goto(`${running.base}/shipment/management/update/customer/${customerId}`);
      await page.getByTestId('credit-UsDollar').waitFor();
      const download = page.waitForEvent('download');
      await page.getByTestId('customer-export-invoices').click();
      const file = await download;
      const lines = readFileSync(await file.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(lines).toHaveLength(4);
      expect(lines[0].split(';')).toContain(strings.billing.invoice.columns.status);
      // The statement for this month: invoices raise the balance, the payments' cash lowers it.
      await page.getByTestId('statement-closing').waitFor();
      const statement = page.waitForEvent('download');
      await page.getByTestId('export-statement').click();
      const statementFile = await statement;
      expect(statementFile.suggestedFilename()).toBe(`Khach ${language}-statement-${new Date().toISOString().slice(0, 10)}.csv`);
      const rows = readFileSync(await statementFile.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean);
      expect(rows[1]).toContain(strings.billing.statement.opening);
      // Invoices by code, payments named as payments, in the reader's language: never a bare '#3'.
      expect(rows.filter((row) => /;#\d/.test(row))).toEqual([]);
      expect(rows.some((row) => row.includes(strings.billing.statement.payment.split('{{')[0]))).toBe(true);
      expect(rows[rows.length - 2]).toContain(strings.billing.statement.closing);
      // Then the customer's credit at the end of the statement's last day, as on screen.
      expect(rows[rows.length - 1]).toContain(strings.billing.statement.creditOn.split('{{')[0]);
      // As a number a spreadsheet sums (447.13), the amount the screen shows in the reader's format.
      const shown = (await page.getByTestId('statement-credit').textContent())!.replace(/\D/g, '');
      expect(rows[rows.length - 1].split(';').pop()!.replace(/\D/g, '')).toBe(shown);
      expect(rows[rows.length - 1].split(';').pop()).toMatch(/^\d+(\.\d+)?$/);
      // Its records by tab: the invoices, then the order and the two payments.
      await page.getByTestId('invoice-link').first().waitFor();
      await page.getByTestId('customer-tab-orders').click();
      await page
        .getByTestId('customer-order-link')
        .filter({ hasText: String(order.id) })
        .waitFor();
      await page.getByTestId('customer-tab-payments').click();
      await page.locator('[role=gridcell][data-field=parts]').nth(1).waitFor();
      await page.screenshot({ path: join(ARTIFACTS, `customer-billing-${language}.png`), fullPage: true });
      expect(page.errors).toEqual([]);
      await page.close();
    },
  );
});
