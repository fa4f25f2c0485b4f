import { fieldGroupOf, hiddenGroups, BUILT_IN_ROLES, combinedPermissions, type FieldGroup, type RoleCapability } from '@cargo/contracts';
import { seedDemoData } from '../../demo/seed';
import { routeTable, type Route } from '../../testing/route-table';
import { expectRepliesAsDocumented, givenStaff, startTestApp, type TestApp } from '../../testing/test-app';

const STAFF = ['warehouse', 'sales', 'accountant', 'auditor', 'manager'] as const;
type Staff = (typeof STAFF)[number];
const hiddenFor = (role: Staff) => hiddenGroups(combinedPermissions(BUILT_IN_ROLES.filter(({ key }) => key === role)));

/** Every field of a reply the rule hides from `hidden` (a page's row count aside), and every amount a history shows when money or costs are hidden. */
function leaks(reply: unknown, hidden: readonly FieldGroup[], capability: RoleCapability | null, at = ''): string[] {
  if (Array.isArray(reply)) return reply.flatMap((item, index) => leaks(item, hidden, capability, `${at}${index}.`));
  if (typeof reply !== 'object' || reply === null) return [];
  const node = reply as Record<string, unknown>;
  if ((hidden.includes('money') || hidden.includes('costs')) && typeof node.money === 'number' && typeof node.currency === 'string') return [`${at}(amount)`];
  if (typeof node.field === 'string' && ('before' in node || 'after' in node)) {
    const group = fieldGroupOf(node.field, capability);
    if (group && hidden.includes(group)) return [`${at}${node.field}`];
  }
  const page = Array.isArray(node.items) && typeof node.pageSize === 'number';
  return Object.entries(node).flatMap(([key, value]) => {
    const group = fieldGroupOf(key, capability);
    if (group && hidden.includes(group) && !(page && key === 'total')) return [`${at}${key}`];
    return leaks(value, hidden, capability, `${at}${key}.`);
  });
}

/** A route's path with its parameters filled from the demo's records. */
const pathOf = (route: Route) =>
  route.path
    .replace('{recordType}', 'invoice')
    .replace('{recordId}', '1')
    .replace('{customerId}', '1')
    .replace('{number}', 'none')
    .replace(/\{[a-zA-Z]+\}/g, '1');

describe('field groups over HTTP: every reply leaves out what the role may not see', () => {
  let app: TestApp;
  let routes: Route[];
  const agents = new Map<Staff, ReturnType<TestApp['as']>>();

  beforeAll(async () => {
    app = await startTestApp();
    await seedDemoData(app.app);
    for (const role of STAFF) agents.set(role, (await givenStaff(app, `${role}@fields.test`, [role])).agent);
    await app.http.get('/api/health').set('X-Min-Position', (await app.infrastructure.eventStore.headPosition()).toString());
    routes = (await routeTable(app)).filter((route) => !route.command && route.level !== 'public' && !route.path.includes('/changes'));
  }, 180_000);
  afterEach(expectRepliesAsDocumented);
  afterAll(() => app.close());

  it("runs every read for every built-in staff role on the demo's records: no reply carries a field its role may not see", async () => {
    const found: string[] = [];
    let carried = 0;
    for (const route of routes) {
      const call = (agent: ReturnType<TestApp['as']>) => (route.method === 'post' ? agent.post(pathOf(route)).send({}) : agent.get(pathOf(route)));
      const whole = await call(app.http);
      if (whole.status === 200 && leaks(whole.body, ['money', 'costs'], route.operation?.capability ?? null).length > 0) carried += 1;
      for (const role of STAFF) {
        const reply = await call(agents.get(role)!);
        if (reply.status >= 500) found.push(`${role} ${route.method} ${route.path}: ${reply.status}`);
        if (reply.status !== 200 || !reply.type.includes('json')) continue;
        for (const leak of leaks(reply.body, hiddenFor(role), route.operation?.capability ?? null))
          found.push(`${role} ${route.method} ${route.path}: ${leak}`);
      }
    }
    expect(found.slice(0, 30)).toEqual([]);
    // Not by emptiness: root's replies on those routes carry amounts the roles do not see.
    expect(carried).toBeGreaterThanOrEqual(15);
  }, 300_000);

  it("shows the warehouse a record's history with its money changes marked changed, never their values", async () => {
    const history = await agents.get('warehouse')!.get('/api/audit/get/history/invoice/1');
    expect(history.status).toBe(403);
    const shipment = (await agents.get('sales')!.get('/api/audit/get/history/shipment/1').expect(200)).body as { items: { changes: object[] }[] };
    expect(shipment.items.length).toBeGreaterThan(0);
    const products = (await agents.get('sales')!.post('/api/product/get').send({}).expect(200)).body as { items: Record<string, unknown>[] };
    expect(products.items[0]).toHaveProperty('salePrice');
    expect(products.items[0]).not.toHaveProperty('averageStockPrice');
    const product = (
      await agents
        .get('sales')!
        .get(`/api/audit/get/history/product/${products.items[0]!.id as number}`)
        .expect(200)
    ).body as {
      items: { changes: { field: string; hidden?: boolean; before?: unknown }[] }[];
    };
    const changes = product.items.flatMap((entry) => entry.changes);
    // Sales see a product's prices change, and that its stock price changed, never to what.
    expect(changes.find((change) => change.field === 'unitPrice')).toHaveProperty('after');
    expect(changes.find((change) => change.field === 'stockPrice')).toEqual({ field: 'stockPrice', hidden: true });
  });
});
