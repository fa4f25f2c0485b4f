import type { DeliveryAddressEvent, DeliveryAddressView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const DELIVERY_ADDRESSES = 'delivery_addresses';

export const deliveryAddressesProjection = projection<DeliveryAddressEvent>({
  name: 'delivery-addresses',
  collections: [DELIVERY_ADDRESSES],
  // A user's addresses.
  indexes: [{ collection: DELIVERY_ADDRESSES, indexes: [['userId']] }],
  handles: ['DeliveryAddressAdded', 'DeliveryAddressDeleted'],
  changes: (event) => {
    const recorded = event;
    return [
      change<DeliveryAddressView>(DELIVERY_ADDRESSES, recorded.data.addressId, () => {
        if (recorded.type === 'DeliveryAddressDeleted') return null;
        const { addressId, ...address } = recorded.data;
        return { ...address, id: addressId, dateCreated: recorded.metadata.timestamp };
      }),
    ];
  },
});
