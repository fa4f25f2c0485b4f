import { LinearProgress } from '@mui/material';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import type { AccessLevel } from '@cargo/contracts';
import { catalogPaths } from '../features/catalog/catalog.paths';
import { customersPaths } from '../features/customers/customers.paths';
import { shippingPaths } from '../features/shipping/shipping.paths';
import { vendorsPaths } from '../features/vendors/vendors.paths';
import { allFeatures } from './all-features';
import { AppShell } from './app-shell';
import type { FeaturePage } from './feature';
import { paths } from './paths';
import { RequireAccess } from './require-access';
import type { RouteHandle } from './route-handle';
import { HomePage } from './routes/home.page';
import { NotFoundPage } from './routes/not-found.page';
import { RouteErrorPage } from './routes/route-error.page';

/** Each page is its own chunk, loaded when its route is first visited; management pages check access. */
function route({ path, title, level, load }: FeaturePage): RouteObject {
  return {
    path,
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      const Page = await load();
      return { element: level === 'public' ? <Page /> : <RequireAccess level={level}>{<Page />}</RequireAccess> };
    },
  };
}

const composed = (path: string, title: string, level: AccessLevel, load: () => Promise<ComponentType>): FeaturePage => ({ path, title, level, load });

/** Pages that compose several features live in `app/routes`. */
const compositions: FeaturePage[] = [
  composed(catalogPaths.productDetail(), 'product', 'admin', async () => (await import('./routes/product.page')).ProductPage),
  composed(catalogPaths.productUpdate(), 'productUpdate', 'admin', async () => (await import('./routes/product.page')).ProductUpdatePage),
  composed(catalogPaths.publicProduct(), 'publicProduct', 'public', async () => (await import('./routes/public-product.page')).PublicProductPage),
  composed(catalogPaths.storePage, 'storePage', 'admin', async () => (await import('./routes/store.page')).StorePage),
  composed(paths.shippingPolicy, 'shippingPolicy', 'public', async () => (await import('./routes/shipping-policy.page')).ShippingPolicyPage),
  composed(vendorsPaths.vendorDetail(), 'vendorDetail', 'admin', async () => (await import('./routes/vendor.page')).VendorPage),
  composed(customersPaths.customerUpdate(), 'customer', 'admin', async () => (await import('./routes/customer.page')).CustomerPage),
];

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    // Shown while the first page's chunk loads, before anything else can render.
    hydrateFallbackElement: <LinearProgress aria-label="…" />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: paths.home, element: <HomePage />, handle: { title: 'home' } satisfies RouteHandle },
          { path: shippingPaths.tracking(), element: <HomePage />, handle: { title: 'tracking' } satisfies RouteHandle },
          ...allFeatures.flatMap((feature) => feature.pages).map(route),
          ...compositions.map(route),
          { path: paths.notFound, element: <NotFoundPage />, handle: { title: 'notFound' } satisfies RouteHandle },
          { path: '*', element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
]);
