import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { vendorsPaths } from './vendors.paths';
import vendorsStrings from './vendors.strings.json';

export const vendorsFeature = {
  capability: 'vendors',
  pages: [
    {
      path: vendorsPaths.vendorList,
      title: 'vendors',
      level: 'admin',
      load: lazyPage(() => import('./components/vendor-list.page'), 'VendorListPage'),
      drawer: { label: 'drawer.vendors', order: 90 },
    },
  ],
  strings: vendorsStrings,
  live: { vendors: ['Vendor'], vendor_totals: ['Vendor'], vendor_months: ['Vendor'], vendor_products: ['Vendor'] },
  records: { vendor: (id) => vendorsPaths.vendorDetail(id) },
} satisfies Feature;
