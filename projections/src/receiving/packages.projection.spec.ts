import type { PackageEvent, PreAlertEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { packagesProjection } from './packages.projection';
import { preAlertsProjection } from './pre-alerts.projection';

const receipt = { weight: 325, length: 12, width: 10, height: 6, condition: 'ok' as const, conditionNote: '', photoIds: ['ph1', 'ph2'], bin: 'A-03' };
const unknown: PackageEvent = {
  type: 'PackageReceived',
  data: {
    packageId: 9,
    trackingNumber: '1Z5R89390357567127',
    carrier: 'UPS',
    customerId: null,
    preAlertId: null,
    receipt,
    label: { name: 'LAN TRAN', address: '12 Main St' },
    receivedOn: '2026-11-01',
    declaredValue: 0,
  },
};
const preAlert = {
  carrier: 'UPS' as const,
  trackingNumber: '1Z5R89390357567127',
  contents: [
    { description: 'Shoes', quantity: 2, value: 5000, hsCode: '' },
    { description: 'Socks', quantity: 6, value: 1200, hsCode: '' },
  ],
  service: 'Air' as const,
  fileId: 'inv-1',
  note: '',
};

describe('packages projection', () => {
  it('given an unknown package, then its owner, a hold and its release: lists it by state, with its photos known', () => {
    const events: PackageEvent[] = [
      unknown,
      { type: 'PackageOwnerAssigned', data: { packageId: 9, customerId: 2 } },
      { type: 'PackageHeld', data: { packageId: 9, reason: 'Battery' } },
    ];
    const held = project(packagesProjection, recorded(events));
    expect(held.get('packages/9')).toMatchObject({
      id: 9,
      customerId: 2,
      state: 'held',
      reason: 'Battery',
      bin: 'A-03',
      receivedAt: '2026-11-01T10:00:00.000Z',
      searchText: '1Z5R89390357567127 A-03 LAN TRAN',
    });
    expect(held.get('package_photos/ph2')).toEqual({ id: 'ph2', packageId: 9 });
    const released = project(packagesProjection, recorded([...events, { type: 'PackageReleased', data: { packageId: 9 } }]));
    expect(released.get('packages/9')).toMatchObject({ state: 'received', reason: '' });
    expect(project(packagesProjection, recorded([unknown])).get('packages/9')).toMatchObject({ state: 'unknown', customerId: null });
  });

  it('given a pre-alert edited then received: keeps its total value, its file, and the package it became', () => {
    const events: PreAlertEvent[] = [
      { type: 'PreAlertAdded', data: { preAlertId: 4, customerId: 2, preAlert } },
      { type: 'PreAlertUpdated', data: { preAlertId: 4, after: { ...preAlert, service: 'Sea' } } },
      { type: 'PreAlertReceived', data: { preAlertId: 4, packageId: 9 } },
    ];
    const documents = project(preAlertsProjection, recorded(events));
    expect(documents.get('pre_alerts/4')).toMatchObject({ id: 4, customerId: 2, state: 'received', packageId: 9, service: 'Sea', totalValue: 6200 });
    expect(documents.get('pre_alert_files/inv-1')).toEqual({ id: 'inv-1', preAlertId: 4 });
  });

  it('gives the same documents when every event is applied twice', () => {
    const events = recorded([
      unknown,
      { type: 'PackageOwnerAssigned', data: { packageId: 9, customerId: 2 } },
      { type: 'PackageDisposed', data: { packageId: 9, reason: 'Unclaimed' } },
    ]);
    expect(project(packagesProjection, eachTwice(events))).toEqual(project(packagesProjection, events));
    const alerts = recorded([
      { type: 'PreAlertAdded', data: { preAlertId: 4, customerId: 2, preAlert } },
      { type: 'PreAlertCancelled', data: { preAlertId: 4 } },
    ]);
    expect(project(preAlertsProjection, eachTwice(alerts))).toEqual(project(preAlertsProjection, alerts));
  });
});
