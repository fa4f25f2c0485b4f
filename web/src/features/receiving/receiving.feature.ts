import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { ownReceivingPaths, receivingPaths } from './receiving.paths';
import receivingStrings from './receiving.strings.json';

const preAlertForm = lazyPage(() => import('./components/pre-alert-form.page'), 'PreAlertFormPage');
/** The pages' own strings, loaded with them (the first load stays small). */
const strings = () => import('./receiving.pages.strings.json');

/** The front of the day: pre-alerts, packages received by scan, unknown packages, ship requests (the request form composes ordering's addresses: `app/routes/ship-request.page.tsx`). */
export const receivingFeature = {
  capability: 'receiving',
  pages: [
    {
      path: receivingPaths.receive,
      title: 'receive',
      level: 'admin',
      load: lazyPage(() => import('./components/receive.page'), 'ReceivePage'),
      strings,
      drawer: { label: 'drawer.receive', order: 26 },
    },
    {
      path: receivingPaths.packages,
      title: 'packages',
      level: 'admin',
      load: lazyPage(() => import('./components/package-list.page'), 'PackageListPage'),
      strings,
      drawer: { label: 'drawer.packages', order: 27 },
    },
    {
      path: receivingPaths.unknownPackages,
      title: 'unknownPackages',
      level: 'admin',
      load: lazyPage(() => import('./components/package-list.page'), 'UnknownPackagesPage'),
      strings,
      drawer: { label: 'drawer.unknownPackages', order: 28 },
    },
    // Reached from Unknown packages.
    {
      path: receivingPaths.claims,
      title: 'packageClaims',
      level: 'admin',
      load: lazyPage(() => import('./components/package-claims.page'), 'PackageClaimsPage'),
      strings,
    },
    {
      path: receivingPaths.shipRequests,
      title: 'shipRequests',
      level: 'admin',
      load: lazyPage(() => import('./components/ship-requests.page'), 'ShipRequestsPage'),
      strings,
      drawer: { label: 'drawer.shipRequests', order: 29 },
    },
    { path: receivingPaths.package(), title: 'package', level: 'admin', load: lazyPage(() => import('./components/package.page'), 'PackagePage'), strings },
    // A customer's own, outside the back office (the server answers only theirs).
    {
      path: ownReceivingPaths.packages,
      title: 'ownPackages',
      level: 'user',
      load: lazyPage(() => import('./components/own-packages.page'), 'OwnPackagesPage'),
      strings,
      account: { label: 'receiving.own.title', order: 15, testId: 'my-packages' },
    },
    { path: ownReceivingPaths.newPreAlert, title: 'newPreAlert', level: 'user', creates: true, load: preAlertForm },
    { path: ownReceivingPaths.preAlert(), title: 'preAlert', level: 'user', load: preAlertForm },
  ],
  strings: receivingStrings,
  live: { packages: ['Package'], pre_alerts: ['PreAlert'] },
} satisfies Feature;
