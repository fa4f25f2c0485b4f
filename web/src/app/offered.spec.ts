import { offered } from '../shared/feature';
import { everyRoute } from './all-routes';

const AUDITOR = { isAdmin: false, isRoot: false, isAuditor: true };
const ADMIN = { isAdmin: true, isRoot: false };
const ROOT = { isAdmin: true, isRoot: true };
const CUSTOMER = { isAdmin: false, isRoot: false };
const pathsOffered = (user: Parameters<typeof offered>[1]) => everyRoute.filter((route) => offered(route, user)).map((route) => route.path);

describe('the screens the drawer and the command palette offer each role (over the route table)', () => {
  it('marks every page that only creates: each "new" form and the staff cart', () => {
    const creating = everyRoute.filter((route) => route.title.startsWith('new') || route.path.endsWith('/management/cart'));
    expect(creating.filter((route) => !route.creates).map((route) => route.path)).toEqual([]);
    expect(everyRoute.filter((route) => route.creates && !creating.includes(route)).map((route) => route.path)).toEqual([]);
  });

  it("keeps a signed-in user's own pages to customers: every one of them is under /my/ or the cart", () => {
    expect(everyRoute.filter((route) => route.level === 'user' && !route.path.startsWith('/my/') && route.path !== '/cart').map((route) => route.path)).toEqual(
      [],
    );
  });

  it('offers an auditor what they read and nothing that only creates', () => {
    const auditor = pathsOffered(AUDITOR);
    expect(auditor).toEqual(
      expect.arrayContaining(['/shipment/management/invoice/list', '/shipment/management/audit/log', '/shipment/management/overview/dashboard']),
    );
    expect(auditor).not.toEqual(expect.arrayContaining(['/shipment/management/new/shipment']));
    for (const path of [
      '/shipment/management/new/shipment',
      '/shipment/management/new/invoice',
      '/shipment/management/cart',
      '/shipment/management/new/stock',
      '/my/statement',
      '/cart',
    ])
      expect({ path, offered: auditor.includes(path) }).toEqual({ path, offered: false });
  });

  it("offers staff the back office, never a customer's portal pages", () => {
    for (const staff of [ADMIN, ROOT]) {
      const paths = pathsOffered(staff);
      expect(paths).toEqual(expect.arrayContaining(['/shipment/management/new/shipment', '/shipment/management/cart']));
      expect(paths.filter((path) => path.startsWith('/my/') || path === '/cart')).toEqual([]);
    }
    expect(pathsOffered(ADMIN)).not.toContain('/shipment/management/users');
  });

  it('offers a customer their own pages and no back office', () => {
    const paths = pathsOffered(CUSTOMER);
    expect(paths).toEqual(expect.arrayContaining(['/my/statement', '/my/orders', '/cart']));
    expect(paths.filter((path) => path.startsWith('/shipment/management'))).toEqual([]);
  });
});
