import {
  packageStandingAfter,
  preAlertExpectedAfter,
  type CountedPackageState,
  type PackageEvent,
  type PackageStanding,
  type PreAlertEvent,
} from '@cargo/contracts';
import type { Contribution } from './contributions';
import { STANDING } from './facts';

/** The facts package counts are summed from: each package's standing, and each pre-alert's customer while it is expected. */
export const DASHBOARD_PACKAGES = 'dashboard_packages';
export const DASHBOARD_PRE_ALERTS = 'dashboard_pre_alerts';
/** A customer's packages by state (`id` the customer), kept by day in a group of its own per customer. */
export const CUSTOMER_PACKAGES = 'customer_packages';
/** The whole warehouse's packages by state, unknown ones included (`id` 'packages'). */
export const OVERVIEW_PACKAGES = 'overview_packages';

export type PackageFact = PackageStanding & { id: number };
export interface PreAlertFact {
  id: number;
  customerId: number;
  expected: boolean;
}

export const evolvePackageFact = (fact: PackageFact | null, event: PackageEvent): PackageFact | null => {
  const standing = packageStandingAfter(fact, event);
  return standing && { ...standing, id: event.data.packageId };
};

export function evolvePreAlertFact(fact: PreAlertFact | null, event: PreAlertEvent): PreAlertFact | null {
  if (event.type === 'PreAlertAdded') return { id: event.data.preAlertId, customerId: event.data.customerId, expected: preAlertExpectedAfter(false, event) };
  return fact && { ...fact, expected: preAlertExpectedAfter(fact.expected, event) };
}

/** One package (or expected pre-alert) in `state`: counted for its customer, if it has one, and for the warehouse. */
function countedIn(state: CountedPackageState, customerId: number | null): Contribution[] {
  const amounts = { [state]: 1 };
  return [
    ...(customerId === null ? [] : [{ collection: CUSTOMER_PACKAGES, id: String(customerId), seed: { customerId }, amounts, daily: String(customerId) }]),
    { collection: OVERVIEW_PACKAGES, id: 'packages', seed: {}, amounts, daily: STANDING },
  ];
}

export const packageContributions = (fact: PackageFact | null): Contribution[] => (fact ? countedIn(fact.state, fact.customerId) : []);
export const preAlertContributions = (fact: PreAlertFact | null): Contribution[] => (fact?.expected ? countedIn('expected', fact.customerId) : []);
