import { paths } from '../../shared/paths';

export const catalogPaths = {
  productList: `${paths.management}/product/list`,
  productDetail: (id: number | string = ':id') => `${paths.management}/product/detail/${id}`,
  productUpdate: (id: number | string = ':id') => `${paths.management}/update/product/${id}`,
  newProduct: `${paths.management}/new/product`,
  storePage: `${paths.management}/store/page`,
  /** The storefront, for everyone. */
  publicProducts: '/public/products',
  category: (id: number | string = ':id') => `/view/category/${id}`,
  publicProduct: (id: number | string = ':id') => `/public/products/${id}`,
} as const;
