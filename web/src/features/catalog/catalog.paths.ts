import { paths } from '../../app/paths';

export const catalogPaths = {
  productList: `${paths.management}/product/list`,
  productDetail: (id: number | string = ':id') => `${paths.management}/product/detail/${id}`,
  productUpdate: (id: number | string = ':id') => `${paths.management}/update/product/${id}`,
  newProduct: `${paths.management}/new/product`,
} as const;
