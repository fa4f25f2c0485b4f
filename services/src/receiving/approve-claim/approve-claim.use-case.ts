import { conflict, lastDigitsOf, notFound, packageStream } from '@cargo/contracts';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { claimRead, packageRead } from '../package-links';
import { packageClaimDecider } from '../package-claim.decider';

export interface ClaimApproval {
  claimId: number;
  packageId: number;
}

const approved = ({ claimId, packageId }: ClaimApproval): StreamCommand[] => [
  streamCommand('approve', claimRead(claimId), { type: 'ApproveClaim', data: { claimId, packageId } }),
];

/**
 * Staff approve a claim for the unknown package its digits name: the package becomes the claimant's
 * (the pivot: the package's own stream refuses one that has an owner, so two claims never both win),
 * then the claim is marked approved.
 */
export const approveClaim: UseCase<ClaimApproval, ClaimApproval> = {
  name: 'approve-claim',
  reads: ({ claimId, packageId }) => [claimRead(claimId), packageRead(packageId)],
  decide(input, states) {
    const claim = states.of(claimRead(input.claimId));
    if (claim.status === 'absent') throw notFound('receiving.claimNotFound');
    packageClaimDecider.decide({ type: 'ApproveClaim', data: input }, claim);
    const found = states.of(packageRead(input.packageId));
    if (found.status !== 'absent' && lastDigitsOf(found.trackingNumber) !== claim.lastDigits) throw conflict('receiving.claimOtherDigits');
    return {
      record: input,
      before: [],
      pivot: streamCommand('assign', packageRead(input.packageId), {
        type: 'AssignPackageOwner',
        data: { packageId: input.packageId, customerId: claim.customerId },
      }),
      after: approved(input),
    };
  },
  owed: (record) => ({ before: [], pivot: { name: 'assign', stream: packageStream(record.packageId) }, after: approved(record) }),
};
