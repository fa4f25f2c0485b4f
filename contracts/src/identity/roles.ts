import { z } from 'zod';
import { requiredText, TEXT_MAX } from '../platform/schema-helpers';

/**
 * Roles as data: what a staff user may do in each back-office capability, and which field groups they
 * may see or set. One rule (`permits`, `fieldAccess`) answers for a user holding several roles: the
 * union of what each gives. The guard, the replies' shaping and the web's menus read it.
 */
export const ROLE_CAPABILITIES = [
  'catalog',
  'inventory',
  'ordering',
  'shipping',
  'receiving',
  'billing',
  'expenses',
  'vendors',
  'customers',
  'settings',
  'dashboards',
  'audit',
  'identity',
] as const;
export type RoleCapability = (typeof ROLE_CAPABILITIES)[number];

/** Each capability as root's screen and the histories name it. */
export const ROLE_CAPABILITY_LABELS: Readonly<Record<RoleCapability, { en: string; vi: string }>> = {
  catalog: { en: 'Products and storefront', vi: 'Sản phẩm và cửa hàng' },
  inventory: { en: 'Stock and purchases', vi: 'Tồn kho và nhập hàng' },
  ordering: { en: 'Orders', vi: 'Đơn hàng' },
  shipping: { en: 'Shipments and groups', vi: 'Lô hàng và nhóm gửi' },
  receiving: { en: 'Receiving and packages', vi: 'Nhận hàng và kiện hàng' },
  billing: { en: 'Invoices, payments and credit', vi: 'Hóa đơn, thanh toán và tín dụng' },
  expenses: { en: 'Expenses', vi: 'Chi phí' },
  vendors: { en: 'Vendors', vi: 'Nhà cung cấp' },
  customers: { en: 'Customers and messages', vi: 'Khách hàng và tin nhắn' },
  settings: { en: 'Settings', vi: 'Cài đặt' },
  dashboards: { en: 'Dashboards', vi: 'Bảng số liệu' },
  audit: { en: 'Audit history', vi: 'Lịch sử kiểm toán' },
  identity: { en: 'Users and roles', vi: 'Người dùng và vai trò' },
};

export const ROLE_ACTIONS = ['read', 'create', 'change', 'delete'] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

/**
 * Fields that travel in groups whatever the screen: money a customer pays (prices, invoices,
 * payments, credit); costs and margins (stock price, average cost, profit, expenses, vendors'
 * balances); personal data (phones, addresses, emails).
 */
export const FIELD_GROUPS = ['money', 'costs', 'personal'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];
export const FIELD_GROUP_LABELS: Readonly<Record<FieldGroup, { en: string; vi: string }>> = {
  money: { en: 'Money customers pay', vi: 'Tiền khách trả' },
  costs: { en: 'Costs and margins', vi: 'Chi phí và lợi nhuận' },
  personal: { en: 'Personal data', vi: 'Thông tin cá nhân' },
};

/** Hidden, shown, or shown and settable; each grants what the one before it does. */
export const FIELD_ACCESS = ['none', 'read', 'change'] as const;
export type FieldAccess = (typeof FIELD_ACCESS)[number];

export interface RolePermissions {
  /** What the role may do in each capability (a capability it names nothing for: none). */
  actions: Partial<Record<RoleCapability, RoleAction[]>>;
  fields: Record<FieldGroup, FieldAccess>;
}

export interface RoleDefinition extends RolePermissions {
  key: string;
  name: { en: string; vi: string };
}

const every: RoleAction[] = [...ROLE_ACTIONS];
const reading: RoleAction[] = ['read'];
const working: RoleAction[] = ['read', 'create', 'change'];
const everywhere = (actions: RoleAction[]) => Object.fromEntries(ROLE_CAPABILITIES.map((capability) => [capability, actions])) as RolePermissions['actions'];

/** The roles a store starts with (root may change all but the owner's, which keeps everything). */
export const BUILT_IN_ROLES: readonly RoleDefinition[] = [
  {
    key: 'owner',
    name: { en: 'Owner', vi: 'Chủ doanh nghiệp' },
    actions: everywhere(every),
    fields: { money: 'change', costs: 'change', personal: 'change' },
  },
  {
    key: 'manager',
    name: { en: 'Manager', vi: 'Quản lý' },
    actions: { ...everywhere(every), dashboards: reading, audit: reading, identity: reading },
    fields: { money: 'change', costs: 'change', personal: 'change' },
  },
  {
    key: 'warehouse',
    name: { en: 'Warehouse', vi: 'Kho hàng' },
    actions: { receiving: every, shipping: working, catalog: reading, inventory: reading, customers: reading },
    // Labels and shipments carry senders' and receivers' contacts: the dock writes them.
    fields: { money: 'none', costs: 'none', personal: 'change' },
  },
  {
    key: 'sales',
    name: { en: 'Sales', vi: 'Kinh doanh' },
    actions: { customers: working, ordering: every, catalog: reading, shipping: working, receiving: reading },
    fields: { money: 'change', costs: 'none', personal: 'change' },
  },
  {
    key: 'accountant',
    name: { en: 'Accountant', vi: 'Kế toán' },
    actions: { billing: every, expenses: every, vendors: working, customers: reading, ordering: reading, shipping: reading, dashboards: reading },
    fields: { money: 'change', costs: 'change', personal: 'read' },
  },
  {
    key: 'auditor',
    name: { en: 'Auditor', vi: 'Kiểm toán' },
    actions: everywhere(reading),
    fields: { money: 'read', costs: 'read', personal: 'read' },
  },
];
export const OWNER_ROLE = 'owner';
/** The roles the grants from before roles were data stand for: admin, auditor (root is the owner). */
export const MANAGER_ROLE = 'manager';
export const AUDITOR_ROLE = 'auditor';

/**
 * The flags every screen has read since the first version, from the roles held: root holds the
 * owner's role, admin any role but the auditor's, an auditor only the auditor's (so reads, never
 * changes, even through a public form).
 */
export function roleFlags(roles: readonly string[]): { isAdmin: boolean; isRoot: boolean; isAuditor: boolean } {
  const isAdmin = roles.some((role) => role !== AUDITOR_ROLE);
  return { isAdmin, isRoot: roles.includes(OWNER_ROLE), isAuditor: roles.length > 0 && !isAdmin };
}

/** Nothing in any capability, no field group: a customer's permissions in the back office. */
export const NO_PERMISSIONS: RolePermissions = { actions: {}, fields: { money: 'none', costs: 'none', personal: 'none' } };

/** What several roles allow together, as one set of permissions (the rule's answers for the set are the same). */
export function combinedPermissions(roles: readonly RolePermissions[]): RolePermissions {
  const actions: RolePermissions['actions'] = {};
  for (const capability of ROLE_CAPABILITIES) {
    const allowed = ROLE_ACTIONS.filter((action) => permits(roles, capability, action));
    if (allowed.length > 0) actions[capability] = allowed;
  }
  return { actions, fields: Object.fromEntries(FIELD_GROUPS.map((group) => [group, fieldAccess(roles, group)])) as RolePermissions['fields'] };
}

/** Whether a user holding `roles` may take `action` in `capability`: any of their roles allows it. */
export const permits = (roles: readonly RolePermissions[], capability: RoleCapability, action: RoleAction): boolean =>
  roles.some((role) => role.actions[capability]?.includes(action) ?? false);

/** How far a user holding `roles` reaches into a field group: the most any of their roles gives. */
export const fieldAccess = (roles: readonly RolePermissions[], group: FieldGroup): FieldAccess =>
  FIELD_ACCESS[Math.max(0, ...roles.map((role) => FIELD_ACCESS.indexOf(role.fields[group])))];

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
