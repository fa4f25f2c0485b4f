import { paths } from '../../app/paths';

export const vendorsPaths = {
  vendorList: `${paths.management}/vendor/list`,
} as const;
