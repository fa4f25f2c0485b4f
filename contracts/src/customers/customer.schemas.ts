import { z } from 'zod';
import { pagingSchema } from '../platform/paging';
import { ERASED } from '../platform/personal-data';
import { EMAIL, optionalText, personName, phoneNumber, searchText, text, TEXT_MAX, wholeNumber } from '../platform/schema-helpers';

/** The customer form: full name (letters), address 1 and phone (9+ digits) required; parent account optional. */
export const customerDetailsSchema = z.object({
  name: personName(),
  address1: text(TEXT_MAX.line, { error: 'validation.required' }).trim().min(1, 'validation.required'),
  address2: optionalText(),
  email: optionalText(TEXT_MAX.email).refine((email) => email === '' || EMAIL.test(email), 'validation.emailFormat'),
  phone: phoneNumber(),
  parentCustomerId: wholeNumber().min(1, 'validation.invalidValue').nullable().default(null),
});
export type CustomerDetails = z.output<typeof customerDetailsSchema>;
export type CustomerForm = z.input<typeof customerDetailsSchema>;

export const updateCustomerSchema = customerDetailsSchema.extend({ id: wholeNumber().min(1, 'validation.required') });

/** The customer list: a text filter per column, paged on the server. */
export const customerQuerySchema = pagingSchema.extend({
  id: searchText(),
  name: searchText(),
  address1: searchText(),
  address2: searchText(),
  phone: searchText(),
  parent: searchText(),
});
export type CustomerQuery = z.input<typeof customerQuerySchema>;

/** How a customer is shown everywhere: 'name - phone' (an erased customer: `ERASED`). */
export const customerLabel = (customer: { name: string; phone: string }) =>
  customer.phone && customer.phone !== ERASED ? `${customer.name} - ${customer.phone}` : customer.name;

/** Erasing personal data cannot be undone: the request repeats the customer's id as its confirmation. */
export const eraseCustomerSchema = z
  .object({ id: wholeNumber().min(1, 'validation.required'), confirm: wholeNumber() })
  .refine((request) => request.confirm === request.id, { message: 'customers.eraseConfirmMismatch', path: ['confirm'] });
export type EraseCustomerRequest = z.input<typeof eraseCustomerSchema>;
