import { notFound, type DeliveryAddressAdded, type DeliveryAddressEvent, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export type DeliveryAddressState = { status: 'absent' } | { status: 'active'; addressId: number; userId: number } | { status: 'deleted' };

export type DeliveryAddressCommand =
  | { type: 'AddDeliveryAddress'; data: DeliveryAddressAdded['data'] }
  /** `byStaff`: staff may delete anyone's address; a user only their own. */
  | { type: 'DeleteDeliveryAddress'; data: { addressId: number; userId: number; byStaff: boolean } };

export const deliveryAddressDecider: Decider<DeliveryAddressCommand, DeliveryAddressEvent, DeliveryAddressState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'DeliveryAddressAdded':
        return { status: 'active', addressId: event.data.addressId, userId: event.data.userId };
      case 'DeliveryAddressDeleted':
        return { status: 'deleted' };
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'AddDeliveryAddress') {
      return opening(state, { type: 'DeliveryAddressAdded', data: command.data });
    }
    const { addressId, userId, byStaff } = command.data;
    if (state.status !== 'active' || !(byStaff || state.userId === userId)) throw notFound('ordering.addressNotFound');
    return [{ type: 'DeliveryAddressDeleted', data: { addressId, userId: state.userId } }];
  },
};
