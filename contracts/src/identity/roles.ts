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

export const ROLE_ACTIONS = ['read', 'create', 'change', 'delete'] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];

/**
 * Fields that travel in groups whatever the screen: money a customer pays (prices, invoices,
 * payments, credit); costs and margins (stock price, average cost, profit, expenses, vendors'
 * balances); personal data (phones, addresses, emails).
 */
export const FIELD_GROUPS = ['money', 'costs', 'personal'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

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
