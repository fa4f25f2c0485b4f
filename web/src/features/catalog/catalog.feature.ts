import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { catalogPaths } from './catalog.paths';
import catalogStrings from './catalog.strings.json';

/** The product pages (detail, and update with the form) compose catalog, inventory and ordering, so the app routes them (`app/routes`). */
export const catalogFeature = {
  capability: 'catalog',
  pages: [
    {
      path: catalogPaths.productList,
      title: 'products',
      level: 'admin',
      load: lazyPage(() => import('./components/product-list.page'), 'ProductListPage'),
      drawer: { label: 'drawer.products', order: 140 },
    },
    {
      path: catalogPaths.newProduct,
      title: 'newProduct',
      level: 'admin',
      creates: true,
      load: lazyPage(() => import('./components/new-product.page'), 'NewProductPage'),
      drawer: { label: 'drawer.newProduct', order: 130 },
    },
    {
      path: catalogPaths.publicProducts,
      title: 'publicProducts',
      level: 'public',
      load: lazyPage(() => import('./components/public-products.page'), 'PublicProductsPage'),
    },
    {
      path: catalogPaths.category(),
      title: 'category',
      level: 'public',
      load: lazyPage(() => import('./components/public-products.page'), 'PublicProductsPage'),
    },
  ],
  strings: catalogStrings,
  live: { products: ['Product'] },
  records: { product: (id) => catalogPaths.productUpdate(id) },
} satisfies Feature;
