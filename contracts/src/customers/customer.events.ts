import type { DomainEvent } from '../platform/envelope';

export const customerStream = (customerId: number) => `customer-${customerId}`;

/** A customer account: the record orders and invoices belong to. Registering opens one for the user. */
export type CustomerOpened = DomainEvent<
  'CustomerOpened',
  { customerId: number; name: string; email: string; phone: string; address1: string; address2: string; parentCustomerId: number | null; userId: number | null }
>;
export type CustomerEvent = CustomerOpened;

export interface CustomerView {
  id: number;
  name: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  parentCustomerId: number | null;
  userId: number | null;
  dateCreated: string;
}
