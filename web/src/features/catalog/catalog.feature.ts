import type { Feature } from '../../app/feature';
import { lazyPage } from '../../app/feature';
import { catalogPaths } from './catalog.paths';
import catalogStrings from './catalog.strings.json';

/** The product page itself composes catalog, inventory and ordering, so the app routes it (`app/routes`). */
export const catalogFeature = {
  pages: [{ path: catalogPaths.productList, title: 'products', level: 'admin', load: lazyPage(() => import('./components/product-list.page'), 'ProductListPage') }],
  drawer: [{ label: 'drawer.products', to: catalogPaths.productList, level: 'admin', order: 140 }],
  strings: catalogStrings,
} satisfies Feature;
