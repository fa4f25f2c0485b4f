import { BUILT_IN_ROLES, canAccess, combinedPermissions, roleFlags } from '@cargo/contracts';
import { ensureUser } from '../../identity/bootstrap';
import { verificationPath } from '../../testing/outbox';
import { routeTable, type Route } from '../../testing/route-table';
import { expectRepliesAsDocumented, ROOT, startTestApp, type TestApp } from '../../testing/test-app';

type Role = 'anonymous' | 'customer' | 'auditor' | 'admin' | 'root' | StaffRole;
/** The built-in roles given through root's screen (the others are the grants the accounts are made with). */
type StaffRole = 'warehouse' | 'sales' | 'accountant';
const STAFF_ROLES: StaffRole[] = ['warehouse', 'sales', 'accountant'];
const ROLES: Role[] = ['anonymous', 'customer', 'auditor', 'admin', 'root', ...STAFF_ROLES];
const USERS = {
  customer: { email: 'customer@test.local', password: 'Customer#1' },
  auditor: { email: 'auditor@test.local', password: 'Auditor#secret1' },
  admin: { email: 'admin@test.local', password: 'Admin#secret1' },
  root: ROOT,
  warehouse: { email: 'warehouse@test.local', password: 'Warehouse#secret1' },
  sales: { email: 'sales@test.local', password: 'Sales#secret1' },
  accountant: { email: 'accountant@test.local', password: 'Accountant#secret1' },
};
/** Each role's keys as the accounts hold them: the rule answers from the built-in definitions. */
const ROLE_KEYS: Record<Exclude<Role, 'anonymous'>, string[]> = {
  customer: [],
  auditor: ['auditor'],
  admin: ['manager'],
  root: ['owner', 'manager'],
  warehouse: ['warehouse'],
  sales: ['sales'],
  accountant: ['accountant'],
};
const callerOf = (role: Exclude<Role, 'anonymous'>) => ({
  ...roleFlags(ROLE_KEYS[role]),
  permissions: combinedPermissions(BUILT_IN_ROLES.filter(({ key }) => ROLE_KEYS[role].includes(key))),
});

/**
 * What each role must get: refused with 401 without a token where one is needed, with 403 with too
 * few rights, otherwise through to the handler (which may still answer 400, 404, or a 401 of its own
 * such as "session expired" on refresh without a cookie).
 */
function expectedFor(route: Route, role: Role): 'through' | 401 | 403 {
  if (role === 'anonymous') return route.level === 'public' ? 'through' : 401;
  return canAccess(route.level!, callerOf(role), route.command ? 'change' : 'read', route.operation) ? 'through' : 403;
}

describe('authorization matrix, generated from the OpenAPI route table', () => {
  let app: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    app = await startTestApp();
    await ensureUser(app.app, { role: 'customer', ...USERS.customer }, { first: 'Khach', last: 'Hang' });
    await ensureUser(app.app, { role: 'admin', ...USERS.admin }, { first: 'Nhan', last: 'Vien' });
    await ensureUser(app.app, { role: 'auditor', ...USERS.auditor }, { first: 'Kiem', last: 'Toan' });
    for (const role of STAFF_ROLES) {
      await ensureUser(app.app, { role: 'admin', ...USERS[role] }, { first: role, last: 'Staff' });
      const { id } = (await app.anonymous.post('/api/user/login').send(USERS[role]).expect(200)).body as { id: number };
      await app.http
        .post(`/api/user/roles/${id}`)
        .send({ roles: [role] })
        .expect(201);
    }
    routes = await routeTable(app);
  });
  afterEach(expectRepliesAsDocumented);
  afterAll(async () => {
    await app.close();
  });

  it('has a decision for every endpoint (a new endpoint without @Access fails here)', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => !route.level).map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual([]);
  });

  it('gives anonymous, customer, auditor, admin, root and each built-in staff role exactly the answer their role allows on every endpoint (an auditor reads everything and changes nothing)', async () => {
    const mismatches: string[] = [];
    const tokens = new Map<Role, string>();
    const tokenOf = async (role: Exclude<Role, 'anonymous'>) =>
      tokens.get(role) ?? tokens.set(role, await app.login(USERS[role].email, USERS[role].password)).get(role)!;
    for (const route of routes) {
      for (const role of ROLES) {
        const token = role === 'anonymous' ? null : await tokenOf(role);
        const client = token ? app.as(token) : app.anonymous;
        const path = route.path
          .replace('{id}', '999999')
          .replace('{sessionId}', '999999.nothing')
          .replace('{recordType}', 'product')
          .replace('{recordId}', '999999');
        const call = client[route.method](path);
        const reply = route.method === 'post' ? await call.send({}) : await call;
        const expected = expectedFor(route, role);
        const refused =
          (reply.status === 401 && reply.body.code === 'error.unauthorized') ||
          (reply.status === 403 && (reply.body.code === 'error.forbidden' || reply.body.code === 'error.roleCannot'));
        const ok = expected === 'through' ? !refused : refused && reply.status === expected;
        if (!ok) mismatches.push(`${role} ${route.method.toUpperCase()} ${route.path} (${route.level}): got ${reply.status}, expected ${expected}`);
        if (reply.status >= 500) mismatches.push(`${role} ${route.method.toUpperCase()} ${route.path}: server error ${reply.status}`);
        if (route.path.endsWith('/logout') && role !== 'anonymous') tokens.delete(role);
      }
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it('refuses an auditor every public command and an admin the user list, whatever the role rule says', async () => {
    const auditor = app.as(await app.login(USERS.auditor.email, USERS.auditor.password));
    const admin = app.as(await app.login(USERS.admin.email, USERS.admin.password));
    expect((await auditor.post('/api/contactus/add').send({ name: 'An', email: 'an@example.com', message: 'Hello' }).expect(403)).body.code).toBe(
      'error.forbidden',
    );
    expect(
      (await auditor.post('/api/user/register').send({ first: 'Lan', last: 'Le', email: 'lan.audit@example.com', password: 'Customer#123' }).expect(403)).body
        .code,
    ).toBe('error.forbidden');
    // Opening a verification link changes an account: an auditor's token opening one verifies nothing.
    const lan = { first: 'Lan', last: 'Le', email: 'lan.verify@example.com', password: 'Customer#123' };
    await app.anonymous.post('/api/user/register').send(lan).expect(201);
    const token = verificationPath(app.config.dataDir, lan.email).split('/').pop()!;
    expect((await auditor.get(`/api/verify/email/${token}`).expect(403)).body.code).toBe('error.forbidden');
    expect((await auditor.get(`/api/verify/account/${token}`).expect(403)).body.code).toBe('error.forbidden');
    await app.anonymous.post('/api/user/login').send({ email: lan.email, password: lan.password }).expect(401);
    await app.anonymous.get(`/api/verify/email/${token}`).expect(200);
    await app.anonymous.post('/api/user/login').send({ email: lan.email, password: lan.password }).expect(200);
    // Their own session stays theirs: signing in and out are not commands.
    await app.anonymous.post('/api/user/login').send(USERS.auditor).expect(200);
    expect((await admin.get('/api/user/get').expect(403)).body.code).toBe('error.forbidden');
    await app.http.get('/api/user/get').expect(200);
  });

  it('opens exactly the visitor surface of spec section 6 to the public', () => {
    const publicRoutes = routes.filter((route) => route.level === 'public').map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(publicRoutes.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/health/live',
        'GET /api/health/ready',
        'POST /api/user/register',
        'GET /api/verify/account/{id}',
        'GET /api/verify/email/{sessionId}',
        'POST /api/user/login',
        'GET /api/user/refresh/token',
        'GET /api/user/logout',
        // Public products (the storefront), with their brand, category, type and store names.
        'GET /api/store/get/by/id/{id}',
        'GET /api/dropdown/get/to/options',
        'POST /api/product/get/public',
        'GET /api/product/get/by/category/id/{id}',
        'GET /api/product/get/by/store/id/{id}',
        'GET /api/product/get/by/id/{id}',
        'GET /api/file/get/product/pictures/by/product/id/{id}',
        'GET /product/picture/{id}',
        // The home page's contact form.
        'POST /api/contactus/add',
        // Shipment tracking on the home page and /tracking/:id.
        'GET /api/shipment/get/status/by/tracking/number/{number}',
        // An email's one-click unsubscribe link (signed for its customer and kind).
        'POST /api/notification/unsubscribe',
        // The same link as a mail client's one-click button posts it (RFC 8058).
        'POST /unsubscribe',
      ].sort(),
    );
  });
});
