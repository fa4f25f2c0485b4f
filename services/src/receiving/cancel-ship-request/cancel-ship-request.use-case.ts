import { actsAsStaff, notFound, shipRequestStream } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { packageRead, shipRequestRead } from '../package-links';

export interface ShipRequestCancel {
  requestId: number;
  user: AuthenticatedUser;
}

export interface CancelledShipRequest {
  requestId: number;
  packageIds: number[];
}

const withdrawn = ({ requestId, packageIds }: CancelledShipRequest): StreamCommand[] =>
  packageIds.map((packageId) =>
    streamCommand(`withdraw-${packageId}`, packageRead(packageId), { type: 'WithdrawPackageRequest', data: { packageId, requestId } }),
  );

/** A request cancelled while open (by its customer, or staff): its packages are back in storage. */
export const cancelShipRequest: UseCase<ShipRequestCancel, CancelledShipRequest> = {
  name: 'cancel-ship-request',
  reads: ({ requestId }) => [shipRequestRead(requestId)],
  decide({ requestId, user }, states) {
    const state = states.of(shipRequestRead(requestId));
    if (state.status === 'absent' || (!actsAsStaff(user, 'receiving', 'change') && state.customerId !== user.customerId))
      throw notFound('receiving.requestNotFound');
    const record = { requestId, packageIds: state.request.packageIds };
    return {
      record,
      before: [],
      pivot: streamCommand('record', shipRequestRead(requestId), { type: 'CancelShipRequest', data: { requestId } }),
      after: withdrawn(record),
    };
  },
  owed: (record) => ({ before: [], pivot: { name: 'record', stream: shipRequestStream(record.requestId) }, after: withdrawn(record) }),
};
