import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { inventoryPaths } from './inventory.paths';
import inventoryStrings from './inventory.strings.json';

/** The stock form and the stock list; a product's own stock rows show on the product page (composed in `app/routes`). */
export const inventoryFeature = {
  capability: 'inventory',
  pages: [
    {
      path: inventoryPaths.newStock,
      title: 'newStock',
      level: 'admin',
      creates: true,
      load: lazyPage(() => import('./components/new-stock.page'), 'NewStockPage'),
      drawer: { label: 'drawer.newStock', order: 150 },
    },
    {
      path: inventoryPaths.stockList,
      title: 'stockList',
      level: 'admin',
      load: lazyPage(() => import('./components/stock-list.page'), 'StockListPage'),
      drawer: { label: 'drawer.stockList', order: 160 },
    },
    {
      path: inventoryPaths.stockGroupList,
      title: 'stockGroupList',
      level: 'admin',
      load: lazyPage(() => import('./components/stock-group-list.page'), 'StockGroupListPage'),
      drawer: { label: 'drawer.stockGroupList', order: 165 },
    },
  ],
  strings: inventoryStrings,
  live: { stocks: ['Stock'], stock_groups: ['StockGroup'] },
} satisfies Feature;
