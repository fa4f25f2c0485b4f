import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { inventoryPaths } from './inventory.paths';
import inventoryStrings from './inventory.strings.json';

/** The stock form and the stock list; a product's own stock rows show on the product page (composed in `app/routes`). */
export const inventoryFeature = {
  pages: [
    { path: inventoryPaths.newStock, title: 'newStock', level: 'admin', load: lazyPage(() => import('./components/new-stock.page'), 'NewStockPage') },
    { path: inventoryPaths.stockList, title: 'stockList', level: 'admin', load: lazyPage(() => import('./components/stock-list.page'), 'StockListPage') },
    { path: inventoryPaths.stockGroupList, title: 'stockGroupList', level: 'admin', load: lazyPage(() => import('./components/stock-group-list.page'), 'StockGroupListPage') },
  ],
  drawer: [
    { label: 'drawer.newStock', to: inventoryPaths.newStock, level: 'admin', order: 150 },
    { label: 'drawer.stockList', to: inventoryPaths.stockList, level: 'admin', order: 160 },
    { label: 'drawer.stockGroupList', to: inventoryPaths.stockGroupList, level: 'admin', order: 165 },
  ],
  strings: inventoryStrings,
  live: { stocks: ['Stock'], stock_groups: ['StockGroup'] },
} satisfies Feature;
