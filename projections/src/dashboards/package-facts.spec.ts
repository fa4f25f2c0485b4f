import fc from 'fast-check';
import { COUNTED_PACKAGE_STATES, type CountedPackageState, type DomainEvent, type PackageReceived } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { dashboardsProjection } from './dashboards.projection';
import { figureGroup } from './contributions';
import { STANDING } from './facts';
import { dayOf, type DayValue } from '../platform/kept-by-day';
import type { Doc } from '../platform/read-store.port';
import { CUSTOMER_PACKAGES, OVERVIEW_PACKAGES } from './package-facts';

const received = (packageId: number, customerId: number | null, preAlertId: number | null = null): DomainEvent => ({
  type: 'PackageReceived',
  data: {
    packageId,
    trackingNumber: `1Z000000000000000${packageId}`,
    carrier: 'UPS',
    customerId,
    preAlertId,
    receipt: { weight: 250, length: 10, width: 8, height: 4, condition: 'ok', conditionNote: '', photoIds: [], bin: 'A1' },
    label: customerId === null ? { name: 'N', address: 'A' } : null,
    receivedOn: '2026-11-02',
    declaredValue: 0,
  } satisfies PackageReceived['data'],
});
const preAlerted = (preAlertId: number, customerId: number): DomainEvent => ({
  type: 'PreAlertAdded',
  data: {
    preAlertId,
    customerId,
    preAlert: { carrier: 'UPS', trackingNumber: `1Z00000000000000${preAlertId}`, contents: [], service: 'Air', fileId: null, note: '' },
  },
});
/** The counts a document holds, without the states it holds none in (a figure keeps a 0 once it moved). */
const counts = (documents: Map<string, Doc>, key: string) => {
  const doc = documents.get(key) as Record<string, unknown> | undefined;
  return doc ? Object.fromEntries(COUNTED_PACKAGE_STATES.filter((state) => doc[state]).map((state) => [state, doc[state]])) : null;
};

describe('package counts (dashboards projection)', () => {
  it('given a pre-alert received, one cancelled and one waiting, and packages moved along, each customer and the warehouse count what stands', () => {
    const documents = project(
      dashboardsProjection,
      recorded([
        preAlerted(1, 7),
        preAlerted(2, 7),
        preAlerted(3, 8),
        { type: 'PreAlertCancelled', data: { preAlertId: 2 } },
        received(10, 7, 1),
        { type: 'PreAlertReceived', data: { preAlertId: 1, packageId: 10 } },
        received(11, 7),
        { type: 'PackageHeld', data: { packageId: 11, reason: 'battery' } },
        received(12, null),
        received(13, null),
        { type: 'PackageOwnerAssigned', data: { packageId: 13, customerId: 8 } },
        { type: 'PackageRequested', data: { packageId: 13, requestId: 1 } },
        { type: 'PackageConsolidated', data: { packageId: 13, shipmentId: 5, consolidatedOn: '2026-11-03', storageFee: 0 } },
        { type: 'PackageShipped', data: { packageId: 13, shipmentId: 5, shippedOn: '2026-11-04' } },
      ]),
    );
    expect(counts(documents, `${CUSTOMER_PACKAGES}/7`)).toEqual({ received: 1, held: 1 });
    expect(counts(documents, `${CUSTOMER_PACKAGES}/8`)).toEqual({ expected: 1, shipped: 1 });
    expect(counts(documents, `${OVERVIEW_PACKAGES}/packages`)).toEqual({ expected: 1, received: 1, held: 1, unknown: 1, shipped: 1 });
  });

  it('when the last package leaves a state and the customer has none left, their counts document goes (a rebuild holds the same documents)', () => {
    const documents = project(dashboardsProjection, recorded([preAlerted(1, 7), { type: 'PreAlertCancelled', data: { preAlertId: 1 } }]));
    expect(counts(documents, `${CUSTOMER_PACKAGES}/7`)).toBeNull();
    expect(counts(documents, `${OVERVIEW_PACKAGES}/packages`)).toBeNull();
  });

  it('after any packages and pre-alerts, redelivered or not, the counts are the states a reader tallies from what happened to each', () => {
    const step = fc.record({ pick: fc.nat(), move: fc.nat(), customerId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.boolean(), (steps, twice) => {
        // The simulation moves each record only as its state allows, and keeps the state it meant.
        const packages = new Map<number, { state: CountedPackageState; customerId: number | null }>();
        const preAlerts = new Map<number, { customerId: number; expected: boolean }>();
        const events: DomainEvent[] = [];
        let nextId = 1;
        for (const { pick, move, customerId } of steps) {
          const ids = [...packages.keys()];
          const packageId = ids[pick % Math.max(ids.length, 1)];
          const current = packageId === undefined ? undefined : packages.get(packageId)!;
          const set = (state: CountedPackageState, event: DomainEvent) => {
            packages.set(packageId!, { ...current!, state });
            events.push(event);
          };
          const choice = move % 8;
          if (choice === 0 || !current) {
            const id = nextId++;
            if (customerId !== null && move % 2 === 0) {
              preAlerts.set(id, { customerId, expected: true });
              events.push(preAlerted(id, customerId));
            } else {
              packages.set(id, { state: customerId === null ? 'unknown' : 'received', customerId });
              events.push(received(id, customerId));
            }
          } else if (choice === 1) {
            const waiting = [...preAlerts].find(([, preAlert]) => preAlert.expected);
            if (!waiting) continue;
            const [preAlertId, preAlert] = waiting;
            preAlert.expected = false;
            if (move % 3 === 0) events.push({ type: 'PreAlertCancelled', data: { preAlertId } });
            else {
              const id = nextId++;
              packages.set(id, { state: 'received', customerId: preAlert.customerId });
              events.push(received(id, preAlert.customerId, preAlertId), { type: 'PreAlertReceived', data: { preAlertId, packageId: id } });
            }
          } else if (current.state === 'unknown' && customerId !== null) {
            packages.set(packageId!, { state: 'received', customerId });
            events.push({ type: 'PackageOwnerAssigned', data: { packageId: packageId!, customerId } });
          } else if (current.state === 'received' && choice === 2) set('held', { type: 'PackageHeld', data: { packageId: packageId!, reason: 'r' } });
          else if (current.state === 'held') set('received', { type: 'PackageReleased', data: { packageId: packageId! } });
          else if (current.state === 'received' && choice === 3) set('disposed', { type: 'PackageDisposed', data: { packageId: packageId!, reason: 'r' } });
          else if (current.state === 'received' && choice === 4) set('requested', { type: 'PackageRequested', data: { packageId: packageId!, requestId: 1 } });
          else if (current.state === 'requested' && choice < 5)
            set('received', { type: 'PackageRequestWithdrawn', data: { packageId: packageId!, requestId: 1 } });
          else if (current.state === 'requested' || (current.state === 'received' && choice === 5))
            set('consolidated', { type: 'PackageConsolidated', data: { packageId: packageId!, shipmentId: 1, consolidatedOn: '2026-11-03', storageFee: 0 } });
          else if (current.state === 'consolidated' && choice === 6)
            set('received', { type: 'PackageUnconsolidated', data: { packageId: packageId!, shipmentId: 1 } });
          else if (current.state === 'consolidated')
            set('shipped', { type: 'PackageShipped', data: { packageId: packageId!, shipmentId: 1, shippedOn: '2026-11-04' } });
          else if (current.state === 'shipped') set('consolidated', { type: 'PackageUnshipped', data: { packageId: packageId!, shipmentId: 1 } });
        }
        const tally = (customerId: number | null) => {
          const tallied: Partial<Record<CountedPackageState, number>> = {};
          const count = (state: CountedPackageState) => (tallied[state] = (tallied[state] ?? 0) + 1);
          for (const p of packages.values()) if (customerId === null || p.customerId === customerId) count(p.state);
          for (const p of preAlerts.values()) if (p.expected && (customerId === null || p.customerId === customerId)) count('expected');
          return tallied;
        };
        // Now and then a day passes, so the counts kept by day are checked as of each day too.
        const once = recorded(events).map((event, index) => ({
          ...event,
          metadata: { ...event.metadata, timestamp: `2026-11-${String(1 + Math.min(27, Math.floor(index / 5))).padStart(2, '0')}T10:00:00.000Z` },
        }));
        const documents = project(dashboardsProjection, twice ? eachTwice(once) : once);
        expect(counts(documents, `${OVERVIEW_PACKAGES}/packages`) ?? {}).toEqual(tally(null));
        for (const customerId of [1, 2, 3]) expect(counts(documents, `${CUSTOMER_PACKAGES}/${customerId}`) ?? {}).toEqual(tally(customerId));
        for (const asOf of new Set(once.map(dayOf))) {
          const then = project(
            dashboardsProjection,
            once.filter((event) => dayOf(event) <= asOf),
          );
          for (const [collection, group, id] of [
            [OVERVIEW_PACKAGES, STANDING, 'packages'],
            ...[1, 2, 3].map((c) => [CUSTOMER_PACKAGES, String(c), String(c)]),
          ]) {
            const kept = [...documents.values()]
              .map((doc) => doc as unknown as DayValue<Record<string, Doc>>)
              .filter((value) => value.of === figureGroup(collection, group) && value.day <= asOf)
              .sort((a, b) => b.day.localeCompare(a.day))[0];
            expect(kept?.value[id] ?? null).toEqual(then.get(`${collection}/${id}`) ?? null);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
