import { z } from 'zod';
import { EMAIL, optionalText, requiredText, TEXT_MAX } from '../platform/schema-helpers';

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
