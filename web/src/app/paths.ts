/** Every route of the app in one place; screens link through these, never through string literals. */
const management = '/shipment/management';

export const paths = {
  home: '/',
  notFound: '/page/404',
  login: '/login',
  logout: '/logout',
  register: '/register/user',
  verifyEmail: (sessionId: string = ':sessionId') => `/verify/email/${sessionId}`,
  management,
  productList: `${management}/product/list`,
  productDetail: (id: number | string = ':id') => `${management}/product/detail/${id}`,
  productUpdate: (id: number | string = ':id') => `${management}/update/product/${id}`,
  users: `${management}/users`,
  newCustomer: `${management}/new/customer`,
  customerUpdate: (id: number | string = ':id') => `${management}/update/customer/${id}`,
  customerList: `${management}/customer/list`,
  cart: `${management}/cart`,
  orders: `${management}/orders`,
  orderDetail: (id: number | string = ':id') => `${management}/order/${id}`,
} as const;
