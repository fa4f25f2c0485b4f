import { join } from 'node:path';
import { messages } from '@cargo/contracts';
import { apiLogin, ARTIFACTS, DEMO, logIn, openPage, useServerAndBrowser } from './support';

/** Every list with row actions, each with at least one row (the demo's, or one made in setup). */
const LISTS_WITH_ROW_ACTIONS = [
  '/shipment/management/orders',
  '/shipment/management/stock/list',
  '/shipment/management/stock/group/list',
  '/shipment/management/expense/list',
  '/shipment/management/payment/list',
  '/shipment/management/customer/list',
  '/shipment/management/vendor/list',
  '/shipment/management/users',
];

/** A laptop's screen: each list's row actions lie inside the grid's visible box, without scrolling it sideways. */
describe('row actions at 1366 px', () => {
  const running = useServerAndBrowser(async (started) => {
    const authorization = `Bearer ${await apiLogin(started.base, DEMO.admin)}`;
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const reply = await fetch(`${started.base}/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
      return (await reply.json()) as T;
    };
    const customer = (await call<{ items: { id: number }[] }>('/customer/get', { pageSize: 1 })).items[0];
    const vendor = (await call<{ items: { id: number }[] }>('/vendor/get?pageSize=1')).items[0];
    await call('/order/add', { customerId: customer.id, typeId: 'Regular', orderDetails: [{ productId: 1, warehouseId: 'US', quantity: 1 }] });
    await call('/stock/add/group', { vendorId: vendor.id, datePurchased: '2026-11-01', stocks: [{ productId: 1, quantity: 2, stockPrice: 500 }] });
    await call('/expense/add', { typeId: 1, vendorId: vendor.id, paymentMethodId: 1, transactionDate: '2026-11-01', amount: 1200, description: 'Fuel' });
    const invoice = await call<{ id: number }>('/invoice/add', {
      typeId: 'General',
      customerId: customer.id,
      invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 5000 }],
    });
    const paid = await call<{ position: string }>('/payment/submit', {
      customerId: customer.id,
      amount: 5000,
      paymentDate: '2026-11-02',
      typeId: 1,
      invoiceIds: [invoice.id],
    });
    await fetch(`${started.base}/api/health`, { headers: { authorization, 'X-Min-Position': paid.position } });
  });

  it.each(['en', 'vi'] as const)('keeps every row action in view on each list (%s)', async (language) => {
    const page = await openPage(running.browser, language);
    await page.setViewportSize({ width: 1366, height: 768 });
    // Root: the users list is theirs alone, and they have every other list too.
    await logIn(page, running.base, DEMO.root);
    for (const path of LISTS_WITH_ROW_ACTIONS) {
      await page.goto(`${running.base}${path}`);
      const actions = page.locator('.MuiDataGrid-row .row-actions').locator('button, a');
      await actions
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error: Error) => {
          await page.screenshot({ path: join(ARTIFACTS, `row-actions-1366-missing-${language}.png`) });
          throw new Error(`${path}: no row action shown (${error.message.split('\n')[0]})`);
        });
      const placed = await page.evaluate(() =>
        [...document.querySelectorAll('.MuiDataGrid-root')].flatMap((grid) => {
          const visible = grid.querySelector('.MuiDataGrid-virtualScroller')!.getBoundingClientRect();
          return [...grid.querySelectorAll('.MuiDataGrid-row .row-actions :is(button, a)')].map((action) => {
            const box = action.getBoundingClientRect();
            return {
              action: action.getAttribute('aria-label') ?? action.textContent,
              inside: box.width > 0 && box.left >= visible.left - 0.5 && box.right <= visible.right + 0.5,
            };
          });
        }),
      );
      expect({ path, outside: placed.filter((action) => !action.inside) }).toEqual({ path, outside: [] });
      expect(placed.length).toBeGreaterThan(0);
      if (path.endsWith('/orders') || path.endsWith('/stock/list'))
        await page.screenshot({ path: join(ARTIFACTS, `row-actions-1366-${path.split('/').slice(3).join('-')}-${language}.png`) });
    }
    expect(page.errors).toEqual([]);
  });
});

/** Every back-office list, each with the demo's rows. */
const BACK_OFFICE_LISTS = [
  ...LISTS_WITH_ROW_ACTIONS,
  '/shipment/management',
  '/shipment/management/invoice/list',
  '/shipment/management/shipment/group/list',
  '/shipment/management/product/list',
  '/shipment/management/audit/log',
  '/shipment/management/notifications',
];

/**
 * At 1366 px the lists take the screen's width, and a column of a fixed kind (a code, a date, an
 * amount, a status, the row's actions) is as wide as its widest header or cell: none is cut.
 */
describe('lists on a laptop screen', () => {
  const running = useServerAndBrowser();

  it.each(['en', 'vi'] as const)('cut no header, and no cell of a code, date, money or status column (%s)', async (language) => {
    const page = await openPage(running.browser, language);
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, running.base, DEMO.root);
    for (const path of BACK_OFFICE_LISTS) {
      await page.goto(`${running.base}${path}`);
      await page
        .locator('.MuiDataGrid-row')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error: Error) => {
          await page.screenshot({ path: join(ARTIFACTS, `no-rows-${path.split('/').slice(3).join('-') || 'shipments'}-${language}.png`) });
          throw new Error(`${path}: no row shown (${error.message.split('\n')[0]})`);
        });
      // Sized once the rows are drawn: the widths hold still from then on.
      await page.waitForFunction(
        () => {
          const widths = [...document.querySelectorAll('.MuiDataGrid-columnHeader')].map((header) => header.getBoundingClientRect().width).join();
          const previous = (window as { lastWidths?: string }).lastWidths;
          (window as { lastWidths?: string }).lastWidths = widths;
          return previous === widths;
        },
        undefined,
        { polling: 300 },
      );
      const measured = await page.evaluate(() => {
        const grid = document.querySelector('.MuiDataGrid-root')!;
        const cut = (element: Element) => element.scrollWidth > element.clientWidth + 1;
        return {
          gridWidth: Math.round(grid.getBoundingClientRect().width),
          cutHeaders: [...grid.querySelectorAll('.MuiDataGrid-columnHeader:not(.row-actions) .MuiDataGrid-columnHeaderTitle')]
            .filter(cut)
            .map((title) => title.textContent),
          cutCells: [...grid.querySelectorAll('.MuiDataGrid-row .MuiDataGrid-cell.sized-to-content')]
            .filter(cut)
            .map((cell) => `${cell.getAttribute('data-field')}: ${cell.textContent}`),
        };
      });
      if (measured.cutHeaders.length + measured.cutCells.length > 0)
        await page.screenshot({ path: join(ARTIFACTS, `cut-${path.split('/').slice(3).join('-') || 'shipments'}-${language}.png`), fullPage: true });
      // The page's width less its padding: the list is not kept in a column.
      expect({ path, wide: measured.gridWidth >= 1366 - 80, cutHeaders: measured.cutHeaders, cutCells: measured.cutCells.slice(0, 5) }).toEqual({
        path,
        wide: true,
        cutHeaders: [],
        cutCells: [],
      });
    }
    expect(page.errors).toEqual([]);
  });
});

/** A record's page for a record that is not there says so at once, as the invoice's does. */
describe('a missing record', () => {
  const running = useServerAndBrowser();

  it.each([
    ['/shipment/management/update/shipment/999999', messages['shipping.shipmentNotFound']],
    ['/shipment/management/update/customer/999999', messages['customers.customerNotFound']],
  ])('says it is not found: %s', async (path, message) => {
    const page = await openPage(running.browser, 'vi');
    await logIn(page, running.base, DEMO.admin);
    await page.goto(`${running.base}${path}`);
    await page.getByRole('alert').filter({ hasText: message.vi }).waitFor({ timeout: 5000 });
    expect(await page.locator('.MuiCircularProgress-root').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
