import { z } from 'zod';
import { queryPagingSchema } from '../platform/paging';
import { EMAIL, idRef, optionalText, requiredText, searchText, TEXT_MAX } from '../platform/schema-helpers';

export const addVendorSchema = z.object({
  name: requiredText(TEXT_MAX.name),
  address1: optionalText(),
  address2: optionalText(),
  email: optionalText(TEXT_MAX.email).refine((email) => email === '' || EMAIL.test(email), 'validation.emailFormat'),
  phone: optionalText(TEXT_MAX.phone)
    .refine((phone) => /^\d*$/.test(phone), { message: 'validation.onlyNumbers', abort: true })
    .refine((phone) => phone === '' || phone.length >= 9, 'validation.phoneTooShort'),
});
export type AddVendorInput = z.input<typeof addVendorSchema>;
export type VendorDetails = z.output<typeof addVendorSchema>;

export const updateVendorSchema = addVendorSchema.extend({ id: idRef() });
export type UpdateVendorInput = z.input<typeof updateVendorSchema>;

/** The vendor list (query string): paged on the server, searched by name. */
export const vendorQuerySchema = queryPagingSchema.extend({ name: searchText() });
export type VendorQuery = z.input<typeof vendorQuerySchema>;
