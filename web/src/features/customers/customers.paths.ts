import { paths } from '../../shared/paths';

export const customersPaths = {
  newCustomer: `${paths.management}/new/customer`,
  customerUpdate: (id: number | string = ':id') => `${paths.management}/update/customer/${id}`,
  customerList: `${paths.management}/customer/list`,
} as const;
