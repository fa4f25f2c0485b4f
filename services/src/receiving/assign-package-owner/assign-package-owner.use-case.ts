import { packageStream } from '@cargo/contracts';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { openCustomer, ownerReads, packageRead } from '../package-links';

export interface OwnerFound {
  packageId: number;
  customerId: number;
}

/** Staff found whose an unknown package is: an open customer's, and received for them. */
export const assignPackageOwner: UseCase<OwnerFound, OwnerFound> = {
  name: 'assign-package-owner',
  reads: ({ packageId, customerId }) => [packageRead(packageId), ...ownerReads(customerId)],
  decide(input, states) {
    openCustomer(input.customerId, states);
    return { record: input, before: [], pivot: streamCommand('record', packageRead(input.packageId), { type: 'AssignPackageOwner', data: input }), after: [] };
  },
  owed: (record) => ({ before: [], pivot: { name: 'record', stream: packageStream(record.packageId) }, after: [] }),
};
