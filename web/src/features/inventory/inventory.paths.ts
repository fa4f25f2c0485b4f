import { paths } from '../../shared/paths';

export const inventoryPaths = {
  newStock: `${paths.management}/new/stock`,
  stockList: `${paths.management}/stock/list`,
  stockGroupList: `${paths.management}/stock/group/list`,
} as const;
