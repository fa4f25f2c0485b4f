import type { ComponentType } from 'react';
import type { AccessLevel, RoleCapability } from '@cargo/contracts';
import { catalogPaths } from '../features/catalog/catalog.paths';
import { customersPaths } from '../features/customers/customers.paths';
import { ownReceivingPaths } from '../features/receiving/receiving.paths';
import { shippingPaths } from '../features/shipping/shipping.paths';
import { vendorsPaths } from '../features/vendors/vendors.paths';
import { allFeatures } from './all-features';
import type { Destinations, FeaturePage } from '../shared/feature';
import { paths } from '../shared/paths';

const composed = (
  path: string,
  title: string,
  level: AccessLevel,
  load: () => Promise<ComponentType>,
  capability: RoleCapability | null,
  { strings, creates }: Pick<FeaturePage, 'strings' | 'creates'> = {},
): FeaturePage => ({
  path,
  title,
  level,
  load,
  ...(capability && { capability }),
  ...(strings && { strings }),
  ...(creates && { creates }),
});

/** Pages that compose several features live in `app/routes`. */
export const compositions: FeaturePage[] = [
  composed(catalogPaths.productDetail(), 'product', 'admin', async () => (await import('./routes/product.page')).ProductPage, 'catalog'),
  composed(catalogPaths.productUpdate(), 'productUpdate', 'admin', async () => (await import('./routes/product.page')).ProductUpdatePage, 'catalog'),
  composed(catalogPaths.publicProduct(), 'publicProduct', 'public', async () => (await import('./routes/public-product.page')).PublicProductPage, null),
  composed(catalogPaths.storePage, 'storePage', 'admin', async () => (await import('./routes/store.page')).StorePage, 'catalog'),
  composed(paths.shippingPolicy, 'shippingPolicy', 'public', async () => (await import('./routes/shipping-policy.page')).ShippingPolicyPage, null),
  composed(vendorsPaths.vendorDetail(), 'vendorDetail', 'admin', async () => (await import('./routes/vendor.page')).VendorPage, 'vendors'),
  composed(shippingPaths.shipmentUpdate(), 'shipment', 'admin', async () => (await import('./routes/shipment.page')).ShipmentPage, 'shipping', {
    strings: () => import('../features/receiving/receiving.pages.strings.json'),
  }),
  composed(ownReceivingPaths.newShipRequest, 'newShipRequest', 'user', async () => (await import('./routes/ship-request.page')).ShipRequestPage, null, {
    strings: () => import('../features/receiving/receiving.pages.strings.json'),
    creates: true,
  }),
  composed(customersPaths.customerUpdate(), 'customer', 'admin', async () => (await import('./routes/customer.page')).CustomerPage, 'customers'),
];

/** The pages the shell serves itself (the home page also answers a tracking link). */
export const shellPages = {
  home: { path: paths.home, title: 'home', level: 'public' },
  tracking: { path: shippingPaths.tracking(), title: 'tracking', level: 'public' },
  notFound: { path: paths.notFound, title: 'notFound', level: 'public' },
} as const satisfies Record<string, Omit<FeaturePage, 'load'>>;

/** Every route of the app with who may open it: what the router serves, for the checks that visit them all. */
export const everyRoute: readonly Pick<FeaturePage, 'path' | 'title' | 'level' | 'creates' | 'capability'>[] = [
  ...allFeatures.flatMap((feature) => feature.pages),
  ...compositions,
  ...Object.values(shellPages),
].map(({ path, title, level, ...page }) => ({
  path,
  title,
  level,
  ...('creates' in page && page.creates && { creates: page.creates }),
  ...('capability' in page && page.capability && { capability: page.capability }),
}));

/** The command palette's destinations: every screen, and each record kind's page as its feature names it. */
export const destinations: Destinations = {
  screens: everyRoute,
  records: Object.assign({}, ...allFeatures.map((feature) => feature.records ?? {})) as Destinations['records'],
};
