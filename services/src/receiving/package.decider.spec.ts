import type { PackageEvent, PackageReceived } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { packageDecider } from './package.decider';

const spec = deciderSpec(packageDecider);
const receipt = { weight: 325, length: 12, width: 10, height: 6, condition: 'ok' as const, conditionNote: '', photoIds: ['photo-1'], bin: 'A-03' };
const unknown: PackageReceived = {
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
const owned: PackageReceived = { type: 'PackageReceived', data: { ...unknown.data, customerId: 2, preAlertId: 4, label: null } };
const held: PackageEvent = { type: 'PackageHeld', data: { packageId: 9, reason: 'Lithium battery' } };

describe('package decider', () => {
  it('is received once', () => {
    spec.given([]).when({ type: 'ReceivePackage', data: owned.data }).then([owned]);
    spec.given([owned]).when({ type: 'ReceivePackage', data: owned.data }).thenThrows('error.concurrency');
  });

  it('an unknown package gets its owner once; one with an owner is not given another', () => {
    spec
      .given([unknown])
      .when({ type: 'AssignPackageOwner', data: { packageId: 9, customerId: 2 } })
      .then([{ type: 'PackageOwnerAssigned', data: { packageId: 9, customerId: 2 } }]);
    spec
      .given([owned])
      .when({ type: 'AssignPackageOwner', data: { packageId: 9, customerId: 2 } })
      .then([]);
    spec
      .given([owned])
      .when({ type: 'AssignPackageOwner', data: { packageId: 9, customerId: 3 } })
      .thenThrows('receiving.notUnknown');
    spec
      .given([])
      .when({ type: 'AssignPackageOwner', data: { packageId: 9, customerId: 2 } })
      .thenThrows('receiving.packageNotFound');
  });

  it('is held and released while in storage; a held one is not held again', () => {
    spec
      .given([owned])
      .when({ type: 'HoldPackage', data: { packageId: 9, reason: 'Lithium battery' } })
      .then([held]);
    spec
      .given([owned, held])
      .when({ type: 'HoldPackage', data: { packageId: 9, reason: 'Again' } })
      .thenThrows('receiving.notReceived');
    spec
      .given([owned, held])
      .when({ type: 'ReleasePackage', data: { packageId: 9 } })
      .then([{ type: 'PackageReleased', data: { packageId: 9 } }]);
    spec
      .given([owned])
      .when({ type: 'ReleasePackage', data: { packageId: 9 } })
      .thenThrows('receiving.notHeld');
    // Released, an unknown package is unknown again (it still has no owner).
    const released: PackageEvent[] = [unknown, held, { type: 'PackageReleased', data: { packageId: 9 } }];
    spec
      .given(released)
      .when({ type: 'AssignPackageOwner', data: { packageId: 9, customerId: 2 } })
      .then([{ type: 'PackageOwnerAssigned', data: { packageId: 9, customerId: 2 } }]);
  });

  it('is returned or disposed of from storage, and nothing changes it after', () => {
    const returned: PackageEvent = { type: 'PackageReturned', data: { packageId: 9, reason: 'Sender asked' } };
    spec
      .given([owned, held])
      .when({ type: 'ReturnPackage', data: { packageId: 9, reason: 'Sender asked' } })
      .then([returned]);
    spec
      .given([unknown])
      .when({ type: 'DisposePackage', data: { packageId: 9, reason: 'Unclaimed' } })
      .then([{ type: 'PackageDisposed', data: { packageId: 9, reason: 'Unclaimed' } }]);
    spec
      .given([owned, returned])
      .when({ type: 'DisposePackage', data: { packageId: 9, reason: 'x' } })
      .thenThrows('receiving.notReceived');
    spec
      .given([owned, returned])
      .when({ type: 'HoldPackage', data: { packageId: 9, reason: 'x' } })
      .thenThrows('receiving.notReceived');
  });

  it('ships with its shipment and comes back with it; a package taken out of that shipment does not move with the group', () => {
    const consolidated: PackageEvent = { type: 'PackageConsolidated', data: { packageId: 9, shipmentId: 5, consolidatedOn: '2026-12-01', storageFee: 0 } };
    const shipped: PackageEvent = { type: 'PackageShipped', data: { packageId: 9, shipmentId: 5, shippedOn: '2026-12-03' } };
    const ship = { type: 'ShipPackage' as const, data: { packageId: 9, shipmentId: 5, shippedOn: '2026-12-03' } };
    spec.given([owned, consolidated]).when(ship).then([shipped]);
    spec.given([owned, consolidated, shipped]).when(ship).then([]);
    spec
      .given([owned, consolidated, shipped])
      .when({ type: 'UnshipPackage', data: { packageId: 9, shipmentId: 5 } })
      .then([{ type: 'PackageUnshipped', data: { packageId: 9, shipmentId: 5 } }]);
    spec
      .given([owned, consolidated])
      .when({ type: 'UnshipPackage', data: { packageId: 9, shipmentId: 5 } })
      .then([]);
    // Another shipment's departure, or a package back on the shelf, moves nothing.
    spec
      .given([owned, consolidated])
      .when({ type: 'ShipPackage', data: { ...ship.data, shipmentId: 6 } })
      .then([]);
    spec.given([owned]).when(ship).then([]);
    // Its parcel taken out after departure: the shipment is the record, so it is back in storage, and may not be requested twice over.
    spec
      .given([owned, consolidated, shipped])
      .when({ type: 'UnconsolidatePackage', data: { packageId: 9, shipmentId: 5 } })
      .then([{ type: 'PackageUnconsolidated', data: { packageId: 9, shipmentId: 5 } }]);
    spec
      .given([owned, consolidated, shipped])
      .when({ type: 'RequestPackage', data: { packageId: 9, requestId: 3, customerId: 2 } })
      .thenThrows('receiving.notReceived');
  });
});
