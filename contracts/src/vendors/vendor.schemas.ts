import { z } from 'zod';
import { requiredText } from '../platform/schema-helpers';

const optionalText = () => z.string().trim().default('');

export const addVendorSchema = z.object({
  name: requiredText(),
  address1: optionalText(),
  address2: optionalText(),
  email: z.union([z.literal(''), z.string().trim().regex(/^\b[\w.%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]+$/, 'validation.emailFormat')]).default(''),
  phone: z.union([z.literal(''), z.string().trim().regex(/^\d+$/, { message: 'validation.onlyNumbers', abort: true }).min(9, 'validation.phoneTooShort')]).default(''),
});
export type AddVendorInput = z.input<typeof addVendorSchema>;
export type VendorDetails = z.output<typeof addVendorSchema>;
