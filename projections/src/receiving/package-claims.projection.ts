import { type PackageClaimEvent, type PackageClaimView, unhandled } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const PACKAGE_CLAIMS = 'package_claims';

/** A claim as kept: the view without the customer's name (read beside it). */
export type PackageClaimDoc = Omit<PackageClaimView, 'customerName'>;

function evolveClaimDoc(doc: PackageClaimDoc | null, event: PackageClaimEvent & { metadata: { timestamp: string } }): PackageClaimDoc | null {
  switch (event.type) {
    case 'PackageClaimed': {
      const { claimId, customerId, lastDigits, fileId, note } = event.data;
      return { id: claimId, customerId, lastDigits, fileId, note, state: 'pending', packageId: null, reason: '', dateCreated: event.metadata.timestamp };
    }
    case 'PackageClaimApproved':
      return doc && { ...doc, state: 'approved', packageId: event.data.packageId };
    case 'PackageClaimRefused':
      return doc && { ...doc, state: 'refused', reason: event.data.reason };
    default:
      return unhandled(event);
  }
}

/** Claims of unknown packages: staff's queue by state, a customer's own, and whose each proof file is. */
export const packageClaimsProjection = projection<PackageClaimEvent>({
  name: 'package-claims',
  collections: [PACKAGE_CLAIMS],
  indexes: [
    {
      collection: PACKAGE_CLAIMS,
      indexes: [['state', 'id'], ['customerId', 'id'], ['customerId', 'state', 'id'], ['fileId']],
    },
  ],
  handles: ['PackageClaimed', 'PackageClaimApproved', 'PackageClaimRefused'],
  changes: (event) => [change<PackageClaimDoc>(PACKAGE_CLAIMS, event.data.claimId, (doc) => evolveClaimDoc(doc, event))],
});
