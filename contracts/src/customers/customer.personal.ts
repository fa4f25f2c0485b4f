import { customerSubject, personalData } from '../platform/personal-data';
import type { CustomerEvent } from './customer.events';

/** The customer's name, addresses, email and phone are theirs: sealed under the customer's key. */
export const CUSTOMER_PERSONAL_FIELDS = ['name', 'address1', 'address2', 'email', 'phone'] as const;

export const customerPersonalData = personalData<CustomerEvent>({
  CustomerOpened: { subject: ({ customerId }) => customerSubject(customerId), fields: CUSTOMER_PERSONAL_FIELDS },
  CustomerUpdated: { subject: ({ customerId }) => customerSubject(customerId), fields: CUSTOMER_PERSONAL_FIELDS.map((field) => `details.${field}`) },
});
