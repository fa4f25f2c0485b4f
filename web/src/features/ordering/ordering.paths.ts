import { paths } from '../../app/paths';

export const orderingPaths = {
  cart: `${paths.management}/cart`,
  orders: `${paths.management}/orders`,
  orderDetail: (id: number | string = ':id') => `${paths.management}/order/${id}`,
} as const;
