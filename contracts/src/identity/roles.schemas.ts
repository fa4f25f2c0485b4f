import { z } from 'zod';
import { requiredText, TEXT_MAX } from '../platform/schema-helpers';
import { FIELD_ACCESS, FIELD_GROUPS, ROLE_ACTIONS, ROLE_CAPABILITIES, type FieldAccess, type FieldGroup, type RoleAction, type RoleCapability } from './roles';

/** A role as root sets it: a name in both languages, actions per capability, access per field group. Unknown names are refused. */
const roleKey = z
  .string({ error: 'validation.required' })
  .max(32, 'identity.roleKey')
  .regex(/^[a-z][a-z0-9-]{1,31}$/, 'identity.roleKey');

export const roleSchema = z.object({
  key: roleKey,
  name: z.object({ en: requiredText(TEXT_MAX.name), vi: requiredText(TEXT_MAX.name) }),
  actions: z.strictObject(
    Object.fromEntries(
      ROLE_CAPABILITIES.map((capability) => [
        capability,
        z
          .array(z.enum(ROLE_ACTIONS, { error: 'identity.unknownAction' }), { error: 'validation.invalidValue' })
          .max(ROLE_ACTIONS.length, 'validation.tooLarge')
          .optional(),
      ]),
    ) as Record<RoleCapability, z.ZodOptional<z.ZodArray<z.ZodEnum<{ [K in RoleAction]: K }>>>>,
    { error: 'identity.unknownCapability' },
  ),
  fields: z.strictObject(
    Object.fromEntries(FIELD_GROUPS.map((group) => [group, z.enum(FIELD_ACCESS, { error: 'validation.invalidChoice' })])) as Record<
      FieldGroup,
      z.ZodEnum<{ [K in FieldAccess]: K }>
    >,
    { error: 'identity.unknownFieldGroup' },
  ),
});
export type RoleInput = z.input<typeof roleSchema>;

/** The roles root gives a staff user: every key once, each a role on record (checked by the decision). */
export const userRolesSchema = z.object({
  roles: z
    .array(roleKey, { error: 'validation.invalidValue' })
    .max(ROLE_CAPABILITIES.length, 'validation.tooLarge')
    .refine((keys) => new Set(keys).size === keys.length, 'identity.roleTwice'),
});
export type UserRolesInput = z.input<typeof userRolesSchema>;
