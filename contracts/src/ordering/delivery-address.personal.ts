import { personalData, userSubject } from '../platform/personal-data';
import type { DeliveryAddressEvent } from './order.events';

/** A delivery address (receiver's name, phone, address) is its user's: sealed under the user's key. */
export const DELIVERY_ADDRESS_PERSONAL_FIELDS = ['name', 'phone', 'address1', 'address2'] as const;

export const deliveryAddressPersonalData = personalData<DeliveryAddressEvent>({
  DeliveryAddressAdded: { subject: ({ userId }) => userSubject(userId), fields: DELIVERY_ADDRESS_PERSONAL_FIELDS },
});
