import { merged, recordHistory, withoutItem } from '../platform/history';
import type { RoleEvent } from './role.events';
import { FIELD_GROUP_LABELS, ROLE_CAPABILITY_LABELS } from './built-in-roles';
import { FIELD_GROUPS, ROLE_CAPABILITIES, type RoleDefinition } from './roles';

/** A role as its history shows it: its names, each capability's actions in one value ("read, change"), each field group's access. */
const roleFields = ({ key, name, actions, fields }: RoleDefinition) => ({
  [`roles#${key}`]: {
    name: name.en,
    nameVi: name.vi,
    ...Object.fromEntries(ROLE_CAPABILITIES.map((capability) => [capability, (actions[capability] ?? []).join(', ') || 'none'])),
    ...Object.fromEntries(FIELD_GROUPS.map((group) => [group, fields[group]])),
  },
});

export const roleHistory = recordHistory<RoleEvent>(
  {
    RoleSet: { label: { en: 'Role set', vi: 'Đặt vai trò' }, fields: ({ role }, before) => merged(before, roleFields(role)) },
    OwnerJoined: {
      label: { en: 'Owner added', vi: 'Thêm chủ doanh nghiệp' },
      fields: ({ userId }, before) => merged(before, { [`owners#${userId}`]: { userId } }),
    },
    OwnerLeft: { label: { en: 'Owner removed', vi: 'Bớt chủ doanh nghiệp' }, fields: ({ userId }, before) => withoutItem(before, 'owners', userId) },
  },
  {
    'roles.name': { en: 'Name', vi: 'Tên' },
    'roles.nameVi': { en: 'Name (Vietnamese)', vi: 'Tên (tiếng Việt)' },
    ...Object.fromEntries(ROLE_CAPABILITIES.map((capability) => [`roles.${capability}`, ROLE_CAPABILITY_LABELS[capability]])),
    ...Object.fromEntries(FIELD_GROUPS.map((group) => [`roles.${group}`, FIELD_GROUP_LABELS[group]])),
    'owners.userId': { en: 'Owner', vi: 'Chủ doanh nghiệp' },
  },
  { 'owners.userId': 'user' },
);
