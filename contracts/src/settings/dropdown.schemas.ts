import { z } from 'zod';
import { optionalText, requiredText, TEXT_MAX, wholeNumber } from '../platform/schema-helpers';
import { DROPDOWNS } from './dropdown.catalog';

const dropdownId = wholeNumber().refine((id) => id >= 1 && id <= DROPDOWNS.length, 'validation.invalidChoice');

/** Add option: the name in English (and Vietnamese; the English one serves when it is left empty). */
export const addDropdownOptionSchema = z.object({
  dropdownId,
  displayName: requiredText(TEXT_MAX.name),
  displayNameVi: optionalText(TEXT_MAX.name),
});
export type AddDropdownOptionInput = z.input<typeof addDropdownOptionSchema>;

/** Update option: names, custom enum (empty: none) and isActive (false deletes it softly). */
export const updateDropdownOptionSchema = addDropdownOptionSchema.extend({
  id: wholeNumber().min(1, 'validation.invalidValue'),
  customEnum: optionalText(TEXT_MAX.code)
    .refine((value) => value === '' || /^[A-Za-z][A-Za-z0-9]*$/.test(value), 'validation.noSpecialCharacters')
    .transform((value) => (value === '' ? null : value)),
  isActive: z.boolean({ error: 'validation.invalidValue' }),
});
export type UpdateDropdownOptionInput = z.input<typeof updateDropdownOptionSchema>;
