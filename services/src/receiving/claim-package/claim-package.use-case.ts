import { packageClaimStream, type claimPackageSchema } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { claimRead, openCustomer, ownerReads } from '../package-links';

export interface ClaimRequest {
  input: z.output<typeof claimPackageSchema>;
  user: AuthenticatedUser;
}

export interface NewClaim {
  claimId: number;
}

/** A customer claims an unknown package from the portal: the last digits of its number and a proof, for staff to check. */
export const claimPackage: UseCase<ClaimRequest, NewClaim> = {
  name: 'claim-package',
  opens: 'packageclaim',
  reads: ({ user }) => ownerReads(user.customerId),
  decide({ input, user }, states) {
    const customerId = openCustomer(user.customerId, states);
    return (claimId) => ({
      record: { claimId },
      before: [],
      pivot: streamCommand('record', claimRead(claimId), { type: 'ClaimPackage', data: { claimId, customerId, ...input } }),
      after: [],
    });
  },
  owed: ({ claimId }) => ({ before: [], pivot: { name: 'record', stream: packageClaimStream(claimId) }, after: [] }),
};
