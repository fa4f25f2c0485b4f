import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { customersPaths } from './customers.paths';
import customersStrings from './customers.strings.json';

const form = lazyPage(() => import('./components/customer-form.page'), 'CustomerFormPage');

/** The customer update page composes billing too: it lives in `app/routes/customer.page.tsx`. */
export const customersFeature = {
  capability: 'customers',
  pages: [
    { path: customersPaths.newCustomer, title: 'newCustomer', level: 'admin', creates: true, load: form, drawer: { label: 'drawer.newCustomer', order: 70 } },
    {
      path: customersPaths.customerList,
      title: 'customers',
      level: 'admin',
      load: lazyPage(() => import('./components/customer-list.page'), 'CustomerListPage'),
      drawer: { label: 'drawer.customers', order: 80 },
    },
  ],
  strings: customersStrings,
  live: { customers: ['Customer'] },
  records: { customer: (id) => customersPaths.customerUpdate(id) },
} satisfies Feature;
