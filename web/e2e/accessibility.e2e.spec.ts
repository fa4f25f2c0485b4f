import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { everyRoute } from '../src/app/all-routes';
import { billingPaths, ownBillingPaths } from '../src/features/billing/billing.paths';
import { catalogPaths } from '../src/features/catalog/catalog.paths';
import { customersPaths } from '../src/features/customers/customers.paths';
import { expensesPaths } from '../src/features/expenses/expenses.paths';
import { identityPaths } from '../src/features/identity/identity.paths';
import { customerOrderingPaths, orderingPaths } from '../src/features/ordering/ordering.paths';
import { ownReceivingPaths, receivingPaths } from '../src/features/receiving/receiving.paths';
import { ownShippingPaths, shippingPaths } from '../src/features/shipping/shipping.paths';
import { vendorsPaths } from '../src/features/vendors/vendors.paths';
import { apiLogin, DEMO, useServerAndBrowser } from './support';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WIDTHS = [375, 1366] as const;
/** What fails the suite: WCAG 2.1 A and AA rules (and axe's best practices) at these impacts. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

interface Records {
  product: number;
  customer: number;
  vendor: number;
  invoice: number;
  expense: number;
  order: number;
  customersOwnOrder: number;
  customersOwnInvoice: number;
  customersOwnShipment: number;
  shipment: number;
  group: number;
  tracking: string;
  package: number;
  customersOwnPreAlert: number;
}

/** Each route with parameters, on a record that exists (a new page with a parameter must be added here). */
const concretePaths = (ids: Records): Record<string, string> => ({
  [billingPaths.invoiceUpdate()]: billingPaths.invoiceUpdate(ids.invoice),
  [billingPaths.printerFriendly()]: billingPaths.printerFriendly(ids.invoice),
  [billingPaths.newPayment()]: billingPaths.newPayment(ids.customer),
  [catalogPaths.category()]: catalogPaths.category(1),
  [catalogPaths.productDetail()]: catalogPaths.productDetail(ids.product),
  [catalogPaths.productUpdate()]: catalogPaths.productUpdate(ids.product),
  [catalogPaths.publicProduct()]: catalogPaths.publicProduct(ids.product),
  [customersPaths.customerUpdate()]: customersPaths.customerUpdate(ids.customer),
  [expensesPaths.expenseDetail()]: expensesPaths.expenseDetail(ids.expense),
  [identityPaths.verifyEmail()]: identityPaths.verifyEmail('no-such-session'),
  [orderingPaths.orderDetail()]: orderingPaths.orderDetail(ids.order),
  [customerOrderingPaths.orderDetail()]: customerOrderingPaths.orderDetail(ids.customersOwnOrder),
  [ownBillingPaths.invoice()]: ownBillingPaths.invoice(ids.customersOwnInvoice),
  [ownShippingPaths.shipment()]: ownShippingPaths.shipment(ids.customersOwnShipment),
  [shippingPaths.shipmentUpdate()]: shippingPaths.shipmentUpdate(ids.shipment),
  [shippingPaths.shipmentGroupUpdate()]: shippingPaths.shipmentGroupUpdate(ids.group),
  [shippingPaths.tracking()]: shippingPaths.tracking(ids.tracking),
  [vendorsPaths.vendorDetail()]: vendorsPaths.vendorDetail(ids.vendor),
  [receivingPaths.package()]: receivingPaths.package(ids.package),
  [ownReceivingPaths.preAlert()]: ownReceivingPaths.preAlert(ids.customersOwnPreAlert),
});

/** Who opens a route: a guest the public pages, the demo customer theirs, root the back office. */
const VISITOR = { public: null, user: DEMO.customer, admin: DEMO.root, root: DEMO.root } as const;

/**
 * Every route of both specs, in both languages, at a phone's and a desktop's width: axe-core finds
 * no critical or serious WCAG 2.1 A/AA violation, and on the phone no page scrolls sideways.
 */
describe('accessibility of every route', () => {
  let ids: Records;
  const running = useServerAndBrowser(async (server) => {
    ids = await createRecords(server.base);
  });
  jest.setTimeout(900_000);

  it('names a record for every route with a parameter', () => {
    const concrete = concretePaths({
      product: 1,
      customer: 1,
      vendor: 1,
      invoice: 1,
      expense: 1,
      order: 1,
      customersOwnOrder: 1,
      customersOwnInvoice: 1,
      customersOwnShipment: 1,
      shipment: 1,
      group: 1,
      tracking: 'x',
      package: 1,
      customersOwnPreAlert: 1,
    });
    expect(everyRoute.filter((route) => route.path.includes(':') && !concrete[route.path]).map((route) => route.path)).toEqual([]);
  });

  it.each(['en', 'vi'] as const)('passes axe-core at 375 and 1366 px with no sideways scroll on phones (%s)', async (language) => {
    const concrete = concretePaths(ids);
    const problems: string[] = [];
    let visited = 0;
    for (const width of WIDTHS) {
      for (const [level, visitor] of Object.entries(VISITOR)) {
        if (level === 'root') continue; // root's pages are visited with the admin ones, as root
        const routes = everyRoute.filter((route) => route.level === level || (level === 'admin' && route.level === 'root'));
        const page = await visitorPage(running.browser, running.base, language, width, visitor);
        for (const route of routes) {
          const path = concrete[route.path] ?? route.path;
          await page.goto(`${running.base}${path}`);
          await settled(page);
          visited += 1;
          for (const violation of await axeViolations(page)) problems.push(`${width}px ${path}: ${violation}`);
          if (width < 600) {
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            if (overflow > 0) problems.push(`${width}px ${path}: scrolls sideways by ${overflow}px`);
          }
        }
        await page.context().close();
      }
    }
    expect(problems).toEqual([]);
    // Every route twice (two widths); root's and admin's together.
    expect(visited).toBe(everyRoute.length * WIDTHS.length);
  });
});

async function visitorPage(
  browser: Browser,
  base: string,
  language: 'en' | 'vi',
  width: number,
  visitor: { email: string; password: string } | null,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), language);
  // Colours are checked as they settle, not halfway through a button's fade from disabled to enabled.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const still = document.createElement('style');
      still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(still);
    });
  });
  const page = await context.newPage();
  if (visitor) {
    await page.goto(`${base}${identityPaths.login}`);
    await page.fill('input[type=email]', visitor.email);
    await page.fill('input[type=password]', visitor.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== identityPaths.login);
  }
  return page;
}

/** A page is ready to check once its heading is drawn and nothing is loading. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page
    .waitForFunction(
      () => document.querySelectorAll('main .MuiCircularProgress-root, main .MuiLinearProgress-root, main .MuiSkeleton-root').length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** axe-core's WCAG 2.1 A/AA and best-practice rules, run in the page (evaluated, so the page's script policy stays on). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)),
    }));
  });
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id} at ${violation.targets.join(', ')}`);
}

/** The records the parameterised routes open: the demo's, plus an invoice, an expense and orders made here. */
async function createRecords(base: string): Promise<Records> {
  const staff = `Bearer ${await apiLogin(base, DEMO.admin)}`;
  const customerToken = `Bearer ${await apiLogin(base, DEMO.customer)}`;
  const call = async <T>(authorization: string, path: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${base}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  const first = async <T = { id: number }>(path: string, body?: unknown) => (await call<{ items: T[] }>(staff, path, body)).items[0];
  const customer = await first('/customer/get', { pageSize: 1 });
  const vendor = await first('/vendor/get?pageSize=1');
  const shipment = await first<{ id: number; mtlTracking: string }>('/shipment/get?pageSize=1');
  const group = await first('/shipment/get/groups?pageSize=1');
  const invoice = await call<{ id: number }>(staff, '/invoice/add', {
    typeId: 'General',
    customerId: customer.id,
    invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 5000 }],
  });
  const expense = await call<{ id: number }>(staff, '/expense/add', {
    typeId: 1,
    vendorId: vendor.id,
    paymentMethodId: 1,
    transactionDate: '2026-11-01',
    amount: 1200,
    description: 'Fuel',
  });
  const order = await call<{ id: number }>(staff, '/order/add', {
    customerId: customer.id,
    typeId: 'Regular',
    orderDetails: [{ productId: 1, warehouseId: 'US', quantity: 1 }],
  });
  const own = await call<{ id: number; position: string }>(customerToken, '/order/add', {
    typeId: 'Regular',
    orderDetails: [{ productId: 2, warehouseId: 'US', quantity: 1 }],
  });
  // The demo customer's own invoice and shipment (sent to another customer), for their portal's pages.
  const { customerId } = (await call<{ userInfo: { customerId: number } }>(customerToken, '/user/verify/session')).userInfo;
  // Amounts in the millions: the statement's widest lines, which must still fit a phone.
  const ownInvoice = await call<{ id: number }>(staff, '/invoice/add', {
    typeId: 'General',
    customerId,
    invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 123_456_789 }],
  });
  await call(staff, '/payment/submit', {
    customerId,
    amount: 12_345_678,
    paymentDate: new Date().toISOString().slice(0, 10),
    typeId: 1,
    invoiceIds: [ownInvoice.id],
  });
  const party = (id: number) => ({ customerId: id, address1: '12 Lê Lợi', phone: '0912345678' });
  const ownShipment = await call<{ id: number; position: string }>(staff, '/shipment/add', {
    groupId: group.id,
    sender: party(customerId),
    receiver: party(customer.id),
    totalBox: 1,
    totalPallet: 1,
    totalWeight: 100,
    totalValue: 1000,
    shipmentDate: '2026-11-21',
  });
  // The demo customer's pre-alert, still expected, and a package received for them.
  const preAlert = await call<{ id: number }>(customerToken, '/package/prealert/add', {
    carrier: 'UPS',
    trackingNumber: `1ZA11Y${Date.now()}`.slice(0, 18),
    service: 'Air',
    contents: [{ description: 'Shoes', quantity: 1, value: 5000 }],
  });
  const received = await call<{ id: number; position: string }>(staff, '/package/receive', {
    trackingNumber: `TBA${Date.now()}`.slice(0, 15),
    customerId,
    weight: 250,
    length: 10,
    width: 8,
    height: 4,
    bin: 'A-01',
  });
  await fetch(`${base}/api/health`, { headers: { authorization: staff, 'X-Min-Position': received.position } });
  await fetch(`${base}/api/health`, { headers: { authorization: staff, 'X-Min-Position': ownShipment.position } });
  await fetch(`${base}/api/health`, { headers: { authorization: staff, 'X-Min-Position': own.position } });
  return {
    package: received.id,
    customersOwnPreAlert: preAlert.id,
    product: 1,
    customer: customer.id,
    vendor: vendor.id,
    invoice: invoice.id,
    expense: expense.id,
    order: order.id,
    customersOwnOrder: own.id,
    customersOwnInvoice: ownInvoice.id,
    customersOwnShipment: ownShipment.id,
    shipment: shipment.id,
    group: group.id,
    tracking: shipment.mtlTracking,
  };
}
