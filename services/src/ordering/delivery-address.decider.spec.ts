import type { DeliveryAddressEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { deliveryAddressDecider } from './delivery-address.decider';

const spec = deciderSpec(deliveryAddressDecider);
const added: DeliveryAddressEvent = {
  type: 'DeliveryAddressAdded',
  data: { addressId: 5, userId: 3, name: 'Lan Le', phone: '0901234567', address1: '1 Nguyễn Huệ', address2: '', main: true },
};

describe('delivery address decider', () => {
  it('adds an address for its user', () => {
    spec.given([]).when({ type: 'AddDeliveryAddress', data: added.data }).then([added]);
  });

  describe('when active', () => {
    it('lets its own user delete it', () => {
      spec
        .given([added])
        .when({ type: 'DeleteDeliveryAddress', data: { addressId: 5, userId: 3, byStaff: false } })
        .then([{ type: 'DeliveryAddressDeleted', data: { addressId: 5, userId: 3 } }]);
    });

    it("lets staff delete anyone's address, recorded under its owner", () => {
      spec
        .given([added])
        .when({ type: 'DeleteDeliveryAddress', data: { addressId: 5, userId: 99, byStaff: true } })
        .then([{ type: 'DeliveryAddressDeleted', data: { addressId: 5, userId: 3 } }]);
    });

    it('answers another user exactly as for an address that does not exist', () => {
      spec
        .given([added])
        .when({ type: 'DeleteDeliveryAddress', data: { addressId: 5, userId: 4, byStaff: false } })
        .thenThrows('ordering.addressNotFound');
      spec
        .given([])
        .when({ type: 'DeleteDeliveryAddress', data: { addressId: 5, userId: 3, byStaff: false } })
        .thenThrows('ordering.addressNotFound');
    });
  });

  it('cannot delete twice or add over an existing address', () => {
    const deleted: DeliveryAddressEvent = { type: 'DeliveryAddressDeleted', data: { addressId: 5, userId: 3 } };
    spec
      .given([added, deleted])
      .when({ type: 'DeleteDeliveryAddress', data: { addressId: 5, userId: 3, byStaff: false } })
      .thenThrows('ordering.addressNotFound');
    spec.given([added]).when({ type: 'AddDeliveryAddress', data: added.data }).thenThrows('error.concurrency');
  });
});
