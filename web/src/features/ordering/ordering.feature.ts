import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { customerOrderingPaths, orderingPaths } from './ordering.paths';
import orderingStrings from './ordering.strings.json';

export const orderingFeature = {
  capability: 'ordering',
  pages: [
    {
      path: orderingPaths.cart,
      title: 'cart',
      level: 'admin',
      creates: true,
      load: lazyPage(() => import('./components/cart.page'), 'CartPage'),
      drawer: { label: 'drawer.cart', order: 170 },
    },
    { path: customerOrderingPaths.cart, title: 'cart', level: 'user', load: lazyPage(() => import('./components/cart.page'), 'CartPage') },
    {
      path: orderingPaths.orders,
      title: 'orders',
      level: 'admin',
      load: lazyPage(() => import('./components/order-list.page'), 'OrderListPage'),
      drawer: { label: 'drawer.orders', order: 180 },
    },
    { path: orderingPaths.orderDetail(), title: 'order', level: 'admin', load: lazyPage(() => import('./components/order-detail.page'), 'OrderDetailPage') },
    // A customer's own orders, outside the back office (the server answers only theirs).
    {
      path: customerOrderingPaths.orders,
      title: 'orders',
      level: 'user',
      load: lazyPage(() => import('./components/order-list.page'), 'OrderListPage'),
      account: { label: 'auth.myOrders', order: 10, testId: 'my-orders' },
    },
    {
      path: customerOrderingPaths.orderDetail(),
      title: 'order',
      level: 'user',
      load: lazyPage(() => import('./components/order-detail.page'), 'OrderDetailPage'),
    },
    {
      path: customerOrderingPaths.addresses,
      title: 'addresses',
      level: 'user',
      load: lazyPage(() => import('./components/delivery-addresses.page'), 'DeliveryAddressesPage'),
      account: { label: 'auth.myAddresses', order: 60, testId: 'my-addresses' },
    },
  ],
  strings: orderingStrings,
  live: { orders: ['Order'] },
  records: { order: (id) => orderingPaths.orderDetail(id) },
} satisfies Feature;
