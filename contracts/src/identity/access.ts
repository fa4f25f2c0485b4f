import { unhandled } from '../platform/exhaustive';
import { permits, type RoleAction, type RoleCapability, type RolePermissions } from './roles';
/**
 * Who may do what: the server's guard and the web's route guards, menus and controls read this one rule.
 * - public: visitors; user: signed in; root: holds the owner's role; admin: staff, and what a route does
 *   (its capability and action) is among what their roles allow together (`permissions`).
 * - A read-only user (the auditor's role alone) reads what staff and root read, and changes nothing but
 *   their own session (signing in, refreshing, signing out are not commands): not even through a
 *   public command, such as the contact form.
 */
export type AccessLevel = 'public' | 'user' | 'admin' | 'root';

/** Reading (a query, a screen) or changing (a command). */
export type AccessIntent = 'read' | 'change';

export interface Roles {
  isAdmin: boolean;
  isRoot: boolean;
  isAuditor?: boolean;
  /** What the user's roles allow together; without it (a caller knowing only the flags), staff may do what the flags say. */
  permissions?: RolePermissions;
}

/** What a staff route does: in which capability (null: none in particular, such as the command palette), and which action. */
export interface Operation {
  capability: RoleCapability | null;
  action: RoleAction;
}

export function canAccess(level: AccessLevel, user: Roles | null, intent: AccessIntent = 'change', operation?: Operation): boolean {
  if (level === 'public') return !(user?.isAuditor && intent === 'change');
  if (user === null) return false;
  if (user.isAuditor && intent === 'change') return false;
  switch (level) {
    case 'user':
      return true;
    case 'admin':
      if (!(user.isAdmin || user.isRoot || user.isAuditor)) return false;
      if (!operation || !user.permissions) return true;
      return operation.capability === null
        ? intent === 'read' || Object.values(user.permissions.actions).some((actions) => actions.includes(operation.action))
        : permits([user.permissions], operation.capability, operation.action);
    case 'root':
      return user.isRoot || user.isAuditor === true;
    default:
      return unhandled(level);
  }
}

/**
 * Whether a signed-in user works in `capability` as staff: a route open to customers too (their own
 * orders, packages) answers staff more, and only staff whose roles reach that capability.
 */
export const actsAsStaff = (user: Roles | null, capability: RoleCapability, action: RoleAction = 'read'): boolean =>
  canAccess('admin', user, action === 'read' ? 'read' : 'change', { capability, action });
