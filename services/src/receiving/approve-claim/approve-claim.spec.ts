import { packageClaimStream, packageStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { packages } from '../receiving-fixtures';
import { approveClaim } from './approve-claim.use-case';

const spec = useCaseSpec(approveClaim);
/** Customer 7 claims the unknown package 4 (`PKG40000000`, ending 000000 as package 1 of customer 7 does) by its last digits. */
const claim = (lastDigits: string) => ({
  [packageClaimStream(2)]: [{ type: 'PackageClaimed', data: { claimId: 2, customerId: 7, lastDigits, fileId: 'rcv_p', note: '' } }] as DomainEvent[],
});
const assign = [packageStream(4), { type: 'AssignPackageOwner', data: { packageId: 4, customerId: 7 } }] as [string, unknown];
const approve = [packageClaimStream(2), { type: 'ApproveClaim', data: { claimId: 2, packageId: 4 } }] as [string, unknown];

describe('approve claim (no store)', () => {
  it("gives the package to the claimant (the pivot, on the package's own stream), then marks the claim approved", () => {
    spec
      .given({ ...packages, ...claim('000000') })
      .when({ claimId: 2, packageId: 4 })
      .then({ record: { claimId: 2, packageId: 4 }, pivot: assign, after: [approve] });
    expect(owedAfter(approveClaim, { claimId: 2, packageId: 4 }, [])).toEqual([approve]);
  });

  it("refuses digits the package's number does not end in, a package with an owner, a claim not on record", () => {
    spec
      .given({ ...packages, ...claim('123456') })
      .when({ claimId: 2, packageId: 4 })
      .thenRefused('receiving.claimOtherDigits');
    spec
      .given({ ...packages, ...claim('000000') })
      .when({ claimId: 2, packageId: 3 })
      .thenRefused('receiving.notUnknown');
    spec.given(packages).when({ claimId: 2, packageId: 4 }).thenRefused('receiving.claimNotFound');
  });
});
