import type { PackageClaimEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { packageClaimDecider } from './package-claim.decider';

const spec = deciderSpec(packageClaimDecider);
const claimed: PackageClaimEvent = { type: 'PackageClaimed', data: { claimId: 4, customerId: 7, lastDigits: '567127', fileId: 'rcv_proof', note: '' } };
const approved: PackageClaimEvent = { type: 'PackageClaimApproved', data: { claimId: 4, packageId: 9 } };
const refused: PackageClaimEvent = { type: 'PackageClaimRefused', data: { claimId: 4, customerId: 7, lastDigits: '567127', reason: 'Another order' } };

describe('package claim decider', () => {
  it('is made once', () => {
    spec.given([]).when({ type: 'ClaimPackage', data: claimed.data }).then([claimed]);
    spec.given([claimed]).when({ type: 'ClaimPackage', data: claimed.data }).thenThrows('error.concurrency');
  });

  it('is approved for one package, or refused with why (naming its customer and digits, for the email); the same decision again writes nothing', () => {
    spec
      .given([claimed])
      .when({ type: 'ApproveClaim', data: { claimId: 4, packageId: 9 } })
      .then([approved]);
    spec
      .given([claimed, approved])
      .when({ type: 'ApproveClaim', data: { claimId: 4, packageId: 9 } })
      .then([]);
    spec
      .given([claimed])
      .when({ type: 'RefuseClaim', data: { claimId: 4, reason: 'Another order' } })
      .then([refused]);
    spec
      .given([claimed, refused])
      .when({ type: 'RefuseClaim', data: { claimId: 4, reason: 'Another order' } })
      .then([]);
  });

  it('is decided once: an approved claim is not refused or approved for another package, a refused one not approved; one not on record is not found', () => {
    spec
      .given([claimed, approved])
      .when({ type: 'ApproveClaim', data: { claimId: 4, packageId: 10 } })
      .thenThrows('receiving.claimDecided');
    spec
      .given([claimed, approved])
      .when({ type: 'RefuseClaim', data: { claimId: 4, reason: 'x' } })
      .thenThrows('receiving.claimDecided');
    spec
      .given([claimed, refused])
      .when({ type: 'ApproveClaim', data: { claimId: 4, packageId: 9 } })
      .thenThrows('receiving.claimDecided');
    spec
      .given([])
      .when({ type: 'RefuseClaim', data: { claimId: 4, reason: 'x' } })
      .thenThrows('receiving.claimNotFound');
  });
});
