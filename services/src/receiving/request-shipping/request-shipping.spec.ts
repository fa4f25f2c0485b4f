import { deliveryAddressStream, packageStream, shipRequestStream, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { binh, customers, lan, packages } from '../receiving-fixtures';
import { requestShipping } from './request-shipping.use-case';

const spec = useCaseSpec(requestShipping);
const address: DomainEvent[] = [
  {
    type: 'DeliveryAddressAdded',
    data: { addressId: 5, userId: 3, address: { name: 'Lan', phone: '0912345678', address1: '1 Lê Lợi', address2: '', main: true } },
  },
];
const given = { ...customers, ...packages, [deliveryAddressStream(5)]: address };
const request = { packageIds: [1, 2], service: 'Air' as const, addressId: 5, insurance: true, packing: 'repack' as const, note: '' };

describe('request shipping (no store)', () => {
  it("marks each of the customer's packages requested, then records the request", () => {
    const decision = spec
      .given(given)
      .when({ input: request, user: lan }, 6)
      .then({
        record: { requestId: 6, customerId: 7, packageIds: [1, 2] },
        before: [1, 2].map((packageId) => [packageStream(packageId), { type: 'RequestPackage', data: { packageId, requestId: 6, customerId: 7 } }]) as [
          string,
          unknown,
        ][],
        pivot: [shipRequestStream(6), { type: 'RequestShipping', data: { requestId: 6, customerId: 7, request } }],
      });
    expect(decision.before[1].undo).toEqual({ type: 'WithdrawPackageRequest', data: { packageId: 2, requestId: 6 } });
  });

  it("refuses another customer's package, an unknown or held one, an address that is not theirs", () => {
    spec
      .given(given)
      .when({ input: { ...request, packageIds: [3] }, user: lan }, 6)
      .thenRefused('receiving.packageNotFound');
    spec
      .given(given)
      .when({ input: { ...request, packageIds: [4] }, user: lan }, 6)
      .thenRefused('receiving.packageNotFound');
    const held = {
      ...given,
      [packageStream(2)]: [...packages[packageStream(2)], { type: 'PackageHeld', data: { packageId: 2, reason: 'Battery' } }] as DomainEvent[],
    };
    spec.given(held).when({ input: request, user: lan }, 6).thenRefused('receiving.packageHeldNotShipped');
    spec
      .given(given)
      .when({ input: { ...request, packageIds: [3] }, user: binh }, 6)
      .thenRefused('error.invalidInput', [{ path: 'addressId', code: 'ordering.addressNotFound' }]);
  });
});
