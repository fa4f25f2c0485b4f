import { DELIVERY_ADDRESS_PERSONAL_FIELDS, erased, type DeliveryAddressEvent, type DeliveryAddressView, type UserErased } from '@cargo/contracts';
import { change, changeFollowed, projection } from '../platform/projection';

export const DELIVERY_ADDRESSES = 'delivery_addresses';
/** Each user's delivery address ids: an erasure names only the user, and reaches every address through this. */
export const DELIVERY_ADDRESS_OWNERS = 'delivery_address_owners';

interface AddressOwner {
  id: number;
  addressIds: number[];
}

const erasedAddress = (addressId: number) =>
  change<DeliveryAddressView>(DELIVERY_ADDRESSES, addressId, (doc) => doc && erased(doc, DELIVERY_ADDRESS_PERSONAL_FIELDS));

export const deliveryAddressesProjection = projection<DeliveryAddressEvent | UserErased>({
  name: 'delivery-addresses',
  // 2: the owners' documents, which erasure now reads instead of ids the event carried.
  version: 2,
  collections: [DELIVERY_ADDRESSES, DELIVERY_ADDRESS_OWNERS],
  // A user's addresses.
  indexes: [{ collection: DELIVERY_ADDRESSES, indexes: [['userId']] }],
  handles: ['DeliveryAddressAdded', 'DeliveryAddressDeleted', 'UserErased'],
  changes: (recorded) => {
    // The addresses of an erased user read as a replay after the erasure reads them. Erasures
    // recorded before the owners' documents existed name the ids themselves.
    if (recorded.type === 'UserErased') {
      const named = recorded.data.deliveryAddressIds ?? [];
      return [
        changeFollowed<AddressOwner>(
          DELIVERY_ADDRESS_OWNERS,
          recorded.data.userId,
          (doc) => doc,
          (before) => [...new Set([...(before?.addressIds ?? []), ...named])].map(erasedAddress),
        ),
      ];
    }
    const { addressId } = recorded.data;
    if (recorded.type === 'DeliveryAddressDeleted') return [change<DeliveryAddressView>(DELIVERY_ADDRESSES, addressId, () => null)];
    const { addressId: _id, ...address } = recorded.data;
    return [
      change<DeliveryAddressView>(DELIVERY_ADDRESSES, addressId, () => ({ ...address, id: addressId, dateCreated: recorded.metadata.timestamp })),
      change<AddressOwner>(DELIVERY_ADDRESS_OWNERS, address.userId, (doc) =>
        doc?.addressIds.includes(addressId) ? doc : { id: address.userId, addressIds: [...(doc?.addressIds ?? []), addressId] },
      ),
    ];
  },
});
