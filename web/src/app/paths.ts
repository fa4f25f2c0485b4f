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
} as const;
