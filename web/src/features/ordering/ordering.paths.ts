import { paths } from '../../shared/paths';

/** Staff work on carts and orders in the back office. */
export const orderingPaths = {
  cart: `${paths.management}/cart`,
  orders: `${paths.management}/orders`,
  orderDetail: (id: number | string = ':id') => `${paths.management}/order/${id}`,
} as const;

/** A customer's own cart and orders, outside the back office. */
export const customerOrderingPaths = {
  cart: '/cart',
  orders: '/my/orders',
  orderDetail: (id: number | string = ':id') => `/my/orders/${id}`,
  addresses: '/my/addresses',
} as const;
