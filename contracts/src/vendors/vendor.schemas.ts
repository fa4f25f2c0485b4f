import { z } from 'zod';
import { EMAIL, requiredText } from '../platform/schema-helpers';

const optionalText = () => z.string().trim().default('');

export const addVendorSchema = z.object({
  name: requiredText(),
  address1: optionalText(),
  address2: optionalText(),
  email: optionalText().refine((email) => email === '' || EMAIL.test(email), 'validation.emailFormat'),
  phone: optionalText()
    .refine((phone) => /^\d*$/.test(phone), { message: 'validation.onlyNumbers', abort: true })
    .refine((phone) => phone === '' || phone.length >= 9, 'validation.phoneTooShort'),
});
export type AddVendorInput = z.input<typeof addVendorSchema>;
export type VendorDetails = z.output<typeof addVendorSchema>;
