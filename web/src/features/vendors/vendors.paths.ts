import { paths } from '../../shared/paths';

export const vendorsPaths = {
  vendorList: `${paths.management}/vendor/list`,
  vendorDetail: (id: number | string = ':id') => `${paths.management}/vendor/detail/${id}`,
} as const;
