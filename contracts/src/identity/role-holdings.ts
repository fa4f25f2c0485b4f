import { unhandled } from '../platform/exhaustive';
import { AUDITOR_ROLE, MANAGER_ROLE, OWNER_ROLE, roleFlags } from './roles';
import type { RoleGrantEvent } from './user.events';

/** Roles held and the flags that follow from them, as a user's record keeps them. */
export const holdingRoles = (roles: string[]) => ({ roles, ...roleFlags(roles) });

/**
 * The roles a user holds after an event that gives or takes them: root's `UserRolesSet` replaces
 * them; the grants from before roles were data stand for the built-in roles that replaced them.
 */
export function rolesAfter(roles: readonly string[] | undefined, event: RoleGrantEvent): ReturnType<typeof holdingRoles> {
  const held = roles ?? [];
  const granted = (role: string) => holdingRoles([...held.filter((key) => key !== role), role]);
  const revoked = (role: string) => holdingRoles(held.filter((key) => key !== role));
  switch (event.type) {
    case 'AdminGranted':
      return granted(MANAGER_ROLE);
    case 'AdminRevoked':
      return revoked(MANAGER_ROLE);
    case 'RootGranted':
      return granted(OWNER_ROLE);
    case 'AuditorGranted':
      return granted(AUDITOR_ROLE);
    case 'AuditorRevoked':
      return revoked(AUDITOR_ROLE);
    case 'UserRolesSet':
      return holdingRoles(event.data.roles);
    default:
      return unhandled(event);
  }
}
