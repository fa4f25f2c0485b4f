import { invalid, shipRequestStream, type shipRequestSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { customerRead } from '../../customers/public';
import { addressRead, checkDeliveryAddress } from '../../ordering/public';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { packageRead, shipRequestRead } from '../package-links';

export interface ShippingAsked {
  input: z.output<typeof shipRequestSchema>;
  user: AuthenticatedUser;
}

export interface NewShipRequest {
  requestId: number;
  customerId: number;
  packageIds: number[];
}

const requested = ({ requestId, customerId, packageIds }: NewShipRequest): StreamCommand[] =>
  packageIds.map((packageId) =>
    streamCommand(
      `request-${packageId}`,
      packageRead(packageId),
      { type: 'RequestPackage', data: { packageId, requestId, customerId } },
      { undo: { type: 'WithdrawPackageRequest', data: { packageId, requestId } } },
    ),
  );

/**
 * A customer asks to ship their received packages: each package is theirs, in storage and not held
 * (another's, an unknown or a held one is refused), and is marked requested before the request is
 * recorded, so one package is never in two open requests.
 */
export const requestShipping: UseCase<ShippingAsked, NewShipRequest> = {
  name: 'request-shipping',
  opens: 'shiprequest',
  reads: ({ input, user }) => [
    ...(user.customerId === null ? [] : [customerRead(user.customerId)]),
    addressRead(input.addressId),
    ...input.packageIds.map(packageRead),
  ],
  decide({ input, user }, states) {
    const customerId = user.customerId;
    if (customerId === null) throw invalid('error.invalidInput', [{ path: 'packageIds', code: 'customers.customerNotFound' }]);
    checkDeliveryAddress(input.addressId, customerId, states, 'addressId');
    return (requestId) => {
      const record = { requestId, customerId, packageIds: input.packageIds };
      return {
        record,
        before: requested(record),
        pivot: streamCommand('record', shipRequestRead(requestId), { type: 'RequestShipping', data: { requestId, customerId, request: input } }),
        after: [],
      };
    };
  },
  owed: (record) => ({ before: requested(record), pivot: { name: 'record', stream: shipRequestStream(record.requestId) }, after: [] }),
};
