import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { dashboardsPaths } from './dashboards.paths';
import dashboardsStrings from './dashboards.strings.json';

const FIGURES = ['Dashboard'] as const;

export const dashboardsFeature = {
  capability: 'dashboards',
  // Its drawer link comes before Dropdown Setting, for root only (the spec's drawer).
  pages: [
    {
      path: dashboardsPaths.overview,
      title: 'overview',
      level: 'root',
      load: lazyPage(() => import('./components/overview.page'), 'OverviewPage'),
      strings: () => import('./components/overview.strings.json'),
      drawer: { label: 'drawer.overview', order: 200 },
    },
  ],
  strings: dashboardsStrings,
  live: {
    customer_months: FIGURES,
    customer_products: FIGURES,
    customer_purchases: FIGURES,
    overview_months: FIGURES,
    overview_expense_months: FIGURES,
    overview_customers: FIGURES,
    overview_products: FIGURES,
    overview_receivables: FIGURES,
    overview_stock: FIGURES,
    customer_packages: FIGURES,
    overview_packages: FIGURES,
  },
} satisfies Feature;
