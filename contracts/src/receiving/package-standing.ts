import { unhandled } from '../platform/exhaustive';
import type { PackageEvent, PreAlertEvent } from './package.events';
import { PACKAGE_STATES, type PackageState } from './package.schemas';

/** Where a package stands and whose it is: what its decider, its list and the dashboards all read from its events. */
export interface PackageStanding {
  state: PackageState;
  customerId: number | null;
}

/** In storage, not held: received once it has an owner, unknown until then. */
const stored = (customerId: number | null): PackageState => (customerId === null ? 'unknown' : 'received');

/** The one rule of a package's states: where it stands after `event` (null before it was received). */
export function packageStandingAfter(standing: PackageStanding | null, event: PackageEvent): PackageStanding | null {
  if (event.type === 'PackageReceived') return { state: stored(event.data.customerId), customerId: event.data.customerId };
  if (!standing) return standing;
  const at = (state: PackageState): PackageStanding => ({ ...standing, state });
  switch (event.type) {
    case 'PackageOwnerAssigned':
      return { state: 'received', customerId: event.data.customerId };
    case 'PackageHeld':
      return at('held');
    case 'PackageReleased':
    case 'PackageRequestWithdrawn':
    case 'PackageUnconsolidated':
      return at(stored(standing.customerId));
    case 'PackageReturned':
      return at('returned');
    case 'PackageDisposed':
      return at('disposed');
    case 'PackageRequested':
      return at('requested');
    case 'PackageConsolidated':
    case 'PackageUnshipped':
      return at('consolidated');
    case 'PackageShipped':
      return at('shipped');
    default:
      return unhandled(event);
  }
}

/** What a pre-alert counts as: expected while it waits for its parcel (not once received or cancelled). */
export function preAlertExpectedAfter(expected: boolean, event: PreAlertEvent): boolean {
  switch (event.type) {
    case 'PreAlertAdded':
      return true;
    case 'PreAlertUpdated':
      return expected;
    case 'PreAlertCancelled':
    case 'PreAlertReceived':
      return false;
    default:
      return unhandled(event);
  }
}

/** The states the dashboards count packages in: the pre-alerts still expected, then each package state. */
export const COUNTED_PACKAGE_STATES = ['expected', ...PACKAGE_STATES] as const;
export type CountedPackageState = (typeof COUNTED_PACKAGE_STATES)[number];
/** How many packages are in each state (a state none is in: 0). */
export type PackageCounts = Record<CountedPackageState, number>;
/** The counts a figure document keeps (a state no package was ever counted in is absent), every state filled. */
export const packageCountsOf = (doc: Partial<PackageCounts> | null | undefined): PackageCounts =>
  Object.fromEntries(COUNTED_PACKAGE_STATES.map((state) => [state, doc?.[state] ?? 0])) as PackageCounts;
