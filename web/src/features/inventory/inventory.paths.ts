import { paths } from '../../app/paths';

export const inventoryPaths = {
  newStock: `${paths.management}/new/stock`,
  stockList: `${paths.management}/stock/list`,
} as const;
