import { apiLogin, DEMO, logIn, openPage, useServerAndBrowser } from './support';

/** The lists whose rows carry actions, with the cell field that holds them. */
const LISTS = [
  { name: 'stock', path: '/shipment/management/stock/list', field: 'actions' },
  { name: 'expenses', path: '/shipment/management/expense/list', field: 'save' },
  { name: 'payments', path: '/shipment/management/payment/list', field: 'actions' },
  { name: 'stock purchases', path: '/shipment/management/stock/group/list', field: 'actions' },
] as const;

/**
 * On a laptop's 1366 px, each list's row actions (Edit, the inline edit's Save, Delete) are in view:
 * inside the grid's visible box, with no sideways scroll to find them.
 */
describe('row actions in view at 1366 px', () => {
  const running = useServerAndBrowser(async (started) => {
    const authorization = `Bearer ${await apiLogin(started.base, DEMO.admin)}`;
    const post = async (path: string, body: unknown) => {
      const reply = await fetch(`${started.base}/api${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });
      return (await reply.json()) as { id: number; position: string };
    };
    // A row on each list: an expense and a payment beside the demo's stock.
    const vendor = await post('/vendor/add', { name: 'Row Actions Vendor' });
    await post('/expense/add', { typeId: 1, vendorId: vendor.id, paymentMethodId: 1, transactionDate: '2026-11-20', description: 'Tape', amount: 1999 });
    const customer = await post('/customer/add', { name: 'Row Actions Customer', address1: '1 Main St', phone: '0901234567' });
    const paid = await post('/payment/submit', { customerId: customer.id, amount: 1000, paymentDate: '2026-11-20', typeId: 1 });
    await fetch(`${started.base}/api/health`, { headers: { authorization, 'X-Min-Position': paid.position } });
  });
  jest.setTimeout(120_000);

  it.each(['en', 'vi'] as const)('keeps every list\'s row action buttons inside the grid\'s visible box (%s)', async (language) => {
    const page = await openPage(running.browser, language, { viewport: { width: 1366, height: 768 } });
    await logIn(page, running.base, DEMO.admin);
    const outside: string[] = [];
    for (const list of LISTS) {
      await page.goto(`${running.base}${list.path}`);
      const buttons = page.locator(`.MuiDataGrid-row [data-field="${list.field}"] button`);
      await buttons.first().waitFor();
      const grid = await page.locator('.MuiDataGrid-main').first().boundingBox();
      for (const box of await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect()).map(({ left, right }) => ({ left, right })))) {
        if (grid && (box.left < grid.x || box.right > grid.x + grid.width)) outside.push(`${list.name}: a button at ${Math.round(box.left)}-${Math.round(box.right)}, the grid ${Math.round(grid.x)}-${Math.round(grid.x + grid.width)}`);
      }
      const scrolls = await page.locator('.MuiDataGrid-virtualScroller').first().evaluate((element) => element.scrollWidth > element.clientWidth);
      if (scrolls) outside.push(`${list.name}: the grid scrolls sideways`);
    }
    expect(outside).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.close();
  });
});
