import type { DomainEvent } from '../platform/envelope';
import type { CustomerDetails } from './customer.schemas';

export const customerStream = (customerId: number) => `customer-${customerId}`;

/** A customer account: the record orders and invoices belong to. Registering opens one for the user. */
export type CustomerOpened = DomainEvent<'CustomerOpened', { customerId: number; userId: number | null } & CustomerDetails>;
export type CustomerUpdated = DomainEvent<'CustomerUpdated', { customerId: number; details: CustomerDetails }>;
export type CustomerDeleted = DomainEvent<'CustomerDeleted', { customerId: number }>;
/** Root erased the customer's personal data (its key is destroyed); its orders, invoices and payments stay. */
export type CustomerErased = DomainEvent<'CustomerErased', { customerId: number }>;
/** The undo of a delete: the customer is back as it was when deleted. */
export type CustomerRestored = DomainEvent<'CustomerRestored', { customerId: number }>;
export type CustomerEvent = CustomerOpened | CustomerUpdated | CustomerDeleted | CustomerRestored | CustomerErased;

export interface CustomerView extends CustomerDetails {
  id: number;
  /** The id as text, so the list's id filter is a plain text match on both read stores. */
  idText: string;
  userId: number | null;
  dateCreated: string;
  /** Its personal data was erased: the fields read as `ERASED`. */
  erased?: boolean;
}

/** A row of the customer list: the view plus 'name - phone' of the parent account. */
export interface CustomerListRow extends CustomerView {
  parentLabel: string | null;
}
