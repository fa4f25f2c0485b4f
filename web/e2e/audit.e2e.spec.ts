import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eventHistories, fieldLabels, messages, type CustomerView, type Page as ListPage, type ProductView } from '@cargo/contracts';
import { uiStrings } from '../src/app/all-features';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

const { en, vi } = uiStrings;
/** A time as the browser's date-time picker takes it (local time, to the second). */
const localDateTime = (date: Date) => {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
};
const FORBIDDEN = { en: 'You are not allowed to do this', vi: 'Bạn không có quyền thực hiện thao tác này' };

describe('the audit log and the auditor in a real browser', () => {
  const running = useServerAndBrowser();
  jest.setTimeout(120_000);

  async function customerNamed(name: string): Promise<CustomerView> {
    const token = await apiLogin(running.base, DEMO.admin);
    const reply = await fetch(`${running.base}/api/customer/get`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ pageSize: 50 }),
    });
    return ((await reply.json()) as ListPage<CustomerView>).items.find((customer) => customer.name === name)!;
  }

  it.each([
    ['en', en, 'Le Thi Hoa'],
    ['vi', vi, 'Nguyen Minh Tam'],
  ] as const)(
    'an admin edits a customer; the auditor finds it by the admin, verifies the log, and cannot save anything (%s)',
    async (language, strings, name) => {
      const customer = await customerNamed(name);
      const admin = await openPage(running.browser, language);
      await logIn(admin, running.base, DEMO.admin);
      await admin.goto(`${running.base}/shipment/management/update/customer/${customer.id}`);
      const address = admin.getByLabel(strings.customers.fields.address1);
      await address.fill(`${customer.address1} (${language})`);
      await admin.getByTestId('save-customer').click();
      await admin.getByTestId('snackbar').waitFor();
      await admin.close();

      const auditor = await openPage(running.browser, language);
      await logIn(auditor, running.base, DEMO.auditor);
      await auditor.getByTestId('drawer-toggle').click();
      // The drawer offers what an auditor reads, and no screen that only creates.
      await auditor.getByTestId('drawer').getByRole('link', { name: strings.drawer.invoiceList, exact: true }).waitFor();
      for (const label of [strings.drawer.newShipment, strings.drawer.newInvoice, strings.drawer.cart, strings.drawer.newStock])
        expect({ label, shown: await auditor.getByTestId('drawer').getByRole('link', { name: label, exact: true }).count() }).toEqual({ label, shown: 0 });
      await auditor.getByTestId('drawer').getByRole('link', { name: strings.drawer.auditLog }).click();
      await auditor.getByRole('heading', { name: strings.audit.title }).waitFor();
      await auditor.getByTestId('audit-filter-type').fill('CustomerUpdated');
      const row = auditor
        .getByRole('row')
        .filter({ hasText: `${strings.audit.records.customer} ${customer.id}` })
        .first();
      await row.waitFor();
      // The admin's name filters the log to the admin's changes.
      await row.getByRole('button', { name: 'Nhân Viên' }).click();
      await auditor.waitForURL(/actor=\d+/);
      await auditor.getByTestId('audit-filter-type').fill('');
      await auditor
        .getByRole('row')
        .filter({ hasText: `${strings.audit.records.customer} ${customer.id}` })
        .first()
        .waitFor();
      expect(await auditor.getByRole('row').filter({ hasText: 'Nhân Viên' }).count()).toBeGreaterThan(0);
      await auditor.getByTestId('verify-chain').click();
      await auditor
        .getByTestId('chain-report')
        .filter({ hasText: strings.audit.chainWhole.split('{{count}}')[0] })
        .waitFor();
      // The verified replay rebuilds every read model from the log and finds them all equal.
      await auditor.getByTestId('start-replay').click();
      const replayed = auditor.getByTestId('replay-report');
      await replayed.waitFor({ timeout: 60_000 });
      expect(await replayed.getAttribute('data-differences')).toBe('0');
      expect(await replayed.textContent()).toContain(strings.audit.replay.summary.split('{{events}}')[0]);
      await auditor.screenshot({ path: join(ARTIFACTS, `audit-log-${language}.png`), fullPage: true });

      // Reading is allowed; Save is off and says why, and the server refuses the save anyway: nothing changes.
      await auditor.goto(`${running.base}/shipment/management/update/customer/${customer.id}`);
      await auditor.getByLabel(strings.customers.fields.address1).fill('Changed by the auditor');
      expect(await auditor.getByTestId('save-customer').isDisabled()).toBe(true);
      await auditor.getByTestId('save-customer').locator('..').hover();
      await auditor.getByRole('tooltip').filter({ hasText: strings.common.readOnly }).waitFor();
      const auditorToken = await apiLogin(running.base, DEMO.auditor);
      const refused = await fetch(`${running.base}/api/customer/update`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auditorToken}`, 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify({ ...customer, address1: 'Changed by the auditor' }),
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(FORBIDDEN[language]);
      expect((await customerNamed(name)).address1).toBe(`${customer.address1} (${language})`);
      expect(auditor.errors).toEqual([]);
      await auditor.close();
    },
  );

  /** An admin's call: a POST with `body`, else a GET. */
  async function asAdmin<T>(path: string, body?: unknown): Promise<T> {
    const token = await apiLogin(running.base, DEMO.admin);
    const reply = await fetch(`${running.base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(reply.status).toBeLessThan(300);
    return (await reply.json()) as T;
  }

  it.each([
    ['en', en, 0],
    ['vi', vi, 1],
  ] as const)('an admin edits a product and an invoice; the auditor reads what changed on their History (%s)', async (language, strings, pick) => {
    const product = (await asAdmin<ListPage<ProductView>>('/product/get', { pageSize: 2 })).items[pick];
    const customer = await customerNamed('Le Thi Hoa');
    const invoice = await asAdmin<{ id: number }>('/invoice/add', {
      typeId: 'General',
      customerId: customer.id,
      invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 5000 }],
    });
    const title = `${product.title} (${language} edit)`;
    const note = `Rush delivery (${language})`;

    const admin = await openPage(running.browser, language);
    await logIn(admin, running.base, DEMO.admin);
    const beforeEdit = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await admin.goto(`${running.base}/shipment/management/update/product/${product.id}`);
    await admin.locator('input[name=title]').fill(title);
    await admin.getByTestId('save-product').click();
    await admin.getByTestId('snackbar').waitFor();
    await admin.goto(`${running.base}/shipment/management/update/invoice/${invoice.id}`);
    await admin.getByLabel(strings.billing.invoice.fields.description).fill(note);
    await admin.getByTestId('save-invoice').click();
    await admin.getByTestId('snackbar').waitFor();
    await admin.close();

    const auditor = await openPage(running.browser, language);
    await logIn(auditor, running.base, DEMO.auditor);
    await auditor.goto(`${running.base}/shipment/management/update/product/${product.id}`);
    await auditor.getByTestId('product-tab-history').click();
    const productChange = auditor.getByTestId('record-history').getByRole('row').filter({ hasText: eventHistories.ProductUpdated.label[language] }).first();
    await productChange.filter({ hasText: `${fieldLabels.title[language]}: ${product.title} → ${title}` }).waitFor();
    expect(await productChange.textContent()).toContain('Nhân Viên');
    // As of yesterday the product did not exist (the demo was made today); as of just before the edit it had its old title.
    const yesterday = new Date(Date.now() - 86_400_000);
    const consoleErrors: string[] = [];
    auditor.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await auditor.getByTestId('history-as-of').fill(localDateTime(yesterday));
    await auditor.getByText(messages['audit.noRecordThen'][language]).waitFor();
    // "Did not exist yet" is an answer, not a failed request.
    expect(consoleErrors).toEqual([]);
    await auditor.getByTestId('history-as-of').fill(localDateTime(beforeEdit));
    await auditor
      .getByTestId('history-as-of-record')
      .getByRole('row', { name: `${fieldLabels.title[language]} ${product.title}` })
      .waitFor();
    await auditor.screenshot({ path: join(ARTIFACTS, `product-history-${language}.png`), fullPage: true });

    await auditor.goto(`${running.base}/shipment/management/update/invoice/${invoice.id}`);
    await auditor.getByTestId('history-panel').getByRole('button', { name: strings.history.tab }).click();
    const invoiceChange = auditor.getByTestId('record-history').getByRole('row').filter({ hasText: eventHistories.InvoiceUpdated.label[language] });
    await invoiceChange.filter({ hasText: `${fieldLabels.description[language]}: — → ${note}` }).waitFor();
    // Created with its line: the line's amount is shown as money in the invoice's currency.
    await auditor.getByTestId('record-history').getByText(`${fieldLabels['lines.unitPrice'][language]} #`).first().waitFor();
    // Its customer by name, not by id.
    await auditor.getByTestId('record-history').getByText(`${fieldLabels.customerId[language]}: ${customer.name} - ${customer.phone}`).waitFor();
    await auditor.screenshot({ path: join(ARTIFACTS, `invoice-history-${language}.png`), fullPage: true });

    // A demo shipment's status (and each move of it) is named by the options' names in the reader's language, never by their ids.
    const shipment = (await asAdmin<ListPage<{ id: number; statusId: number }>>('/shipment/get?pageSize=1')).items[0];
    const options = await asAdmin<{ shipmentStatus: { id: number; displayName: { en: string; vi: string } }[] }>('/dropdown/get/to/options');
    const status = options.shipmentStatus.find((option) => option.id === shipment.statusId)!.displayName[language];
    await auditor.goto(`${running.base}/shipment/management/update/shipment/${shipment.id}`);
    await auditor.getByTestId('history-panel').getByRole('button', { name: strings.history.tab }).click();
    const history = auditor.getByTestId('record-history');
    await history
      .getByText(new RegExp(`^${fieldLabels.statusId[language]}: (.* → )?${status}$`))
      .first()
      .waitFor();
    expect(await history.getByText(new RegExp(`${fieldLabels.statusId[language]}: (#?\\d+|.* → #?\\d+)$`)).count()).toBe(0);
    await auditor.screenshot({ path: join(ARTIFACTS, `shipment-history-${language}.png`), fullPage: true });
    expect(auditor.errors).toEqual([]);
    await auditor.close();
  });

  it.each([
    ['en', en],
    ['vi', vi],
  ] as const)('shows root a read model stopped by an error, with how far it got and why (%s)', async (language, strings) => {
    const root = await openPage(running.browser, language);
    await logIn(root, running.base, DEMO.root);
    await root.goto(`${running.base}/shipment/management/audit/log`);
    await root.getByRole('heading', { name: strings.audit.title }).waitFor();
    expect(await root.getByTestId('parked-projections').count()).toBe(0);

    // What the runner writes when a projection throws (the runner's own test makes one throw for real).
    const db = new Database(join(running.server.dataDir, 'cargo.sqlite'));
    const parked = { id: 'vendors', position: '41', failedAt: '57', error: `Error: vendor 9 cannot be read (${language})`, parkedAt: new Date().toISOString() };
    // Each collection is a table of its own; the audit screen has read this one already, so it is there.
    db.prepare("INSERT OR REPLACE INTO docs_projection_parked (id, body) VALUES ('vendors', ?)").run(JSON.stringify(parked));
    db.close();
    try {
      await root.reload();
      const alert = root.getByTestId('parked-projections');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(strings.audit.parked.title);
      expect(await alert.textContent()).toContain(parked.error);
      expect(await alert.textContent()).toContain(strings.audit.parked.item.split('{{name}}')[1].split('{{position}}')[0]);
      await root.screenshot({ path: join(ARTIFACTS, `audit-parked-${language}.png`), fullPage: true });
    } finally {
      const cleanup = new Database(join(running.server.dataDir, 'cargo.sqlite'));
      cleanup.prepare('DELETE FROM docs_projection_parked').run();
      cleanup.close();
      await root.close();
    }
  });
});
