import { DELIVERY_ADDRESS_PERSONAL_FIELDS, erased, type DeliveryAddressEvent, type DeliveryAddressView, type UserErased } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const DELIVERY_ADDRESSES = 'delivery_addresses';

export const deliveryAddressesProjection = projection<DeliveryAddressEvent | UserErased>({
  name: 'delivery-addresses',
  collections: [DELIVERY_ADDRESSES],
  // A user's addresses.
  indexes: [{ collection: DELIVERY_ADDRESSES, indexes: [['userId']] }],
  handles: ['DeliveryAddressAdded', 'DeliveryAddressDeleted', 'UserErased'],
  changes: (event) => {
    const recorded = event;
    // The addresses of an erased user read as a replay after the erasure reads them.
    if (recorded.type === 'UserErased') {
      return recorded.data.deliveryAddressIds.map((addressId) => change<DeliveryAddressView>(DELIVERY_ADDRESSES, addressId, (doc) => doc && erased(doc, DELIVERY_ADDRESS_PERSONAL_FIELDS)));
    }
    return [
      change<DeliveryAddressView>(DELIVERY_ADDRESSES, recorded.data.addressId, () => {
        if (recorded.type === 'DeliveryAddressDeleted') return null;
        const { addressId, ...address } = recorded.data;
        return { ...address, id: addressId, dateCreated: recorded.metadata.timestamp };
      }),
    ];
  },
});
