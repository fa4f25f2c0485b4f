import type { PackageClaimEvent, PackageEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { packageClaimsProjection } from './package-claims.projection';
import { packagesProjection } from './packages.projection';

const claimed: PackageClaimEvent = {
  type: 'PackageClaimed',
  data: { claimId: 3, customerId: 2, lastDigits: '567127', fileId: 'rcv_proof', note: 'Amazon order' },
};

describe('package claims projection', () => {
  it('given a claim approved: keeps its digits, proof and the package it won', () => {
    const documents = project(packageClaimsProjection, recorded([claimed, { type: 'PackageClaimApproved', data: { claimId: 3, packageId: 9 } }]));
    expect(documents.get('package_claims/3')).toMatchObject({
      id: 3,
      customerId: 2,
      lastDigits: '567127',
      fileId: 'rcv_proof',
      note: 'Amazon order',
      state: 'approved',
      packageId: 9,
      reason: '',
    });
  });

  it('given a claim refused: keeps why; the same documents when every event is applied twice', () => {
    const events = recorded([claimed, { type: 'PackageClaimRefused', data: { claimId: 3, customerId: 2, lastDigits: '567127', reason: 'Another order' } }]);
    expect(project(packageClaimsProjection, events).get('package_claims/3')).toMatchObject({ state: 'refused', reason: 'Another order', packageId: null });
    expect(project(packageClaimsProjection, eachTwice(events))).toEqual(project(packageClaimsProjection, events));
  });

  it("keeps each package's last 6, which a claim's candidates are found by, and its settled fee and shipped day", () => {
    const events: PackageEvent[] = [
      {
        type: 'PackageReceived',
        data: {
          packageId: 9,
          trackingNumber: '1Z5R89390357567127',
          carrier: 'UPS',
          customerId: 2,
          preAlertId: null,
          receipt: { weight: 325, length: 12, width: 10, height: 6, condition: 'ok', conditionNote: '', photoIds: [], bin: 'A-03' },
          label: null,
          receivedOn: '2026-11-01',
          declaredValue: 0,
        },
      },
      { type: 'PackageConsolidated', data: { packageId: 9, shipmentId: 5, consolidatedOn: '2026-12-11', storageFee: 500 } },
      { type: 'PackageShipped', data: { packageId: 9, shipmentId: 5, shippedOn: '2026-12-12' } },
    ];
    expect(project(packagesProjection, recorded(events)).get('packages/9')).toMatchObject({
      lastDigits: '567127',
      state: 'shipped',
      consolidatedOn: '2026-12-11',
      settledFee: 500,
      shippedOn: '2026-12-12',
    });
  });
});
