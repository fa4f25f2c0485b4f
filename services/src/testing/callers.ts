import { BUILT_IN_ROLES, combinedPermissions, roleFlags } from '@cargo/contracts';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';

/** A signed-in caller as the guard leaves it on the request, holding the built-in roles `roles` (none: a customer). */
export function caller(id: number, customerId: number | null, roles: string[], first = 'Lan'): AuthenticatedUser {
  return {
    id,
    first,
    last: 'Tran',
    email: 'lan@example.com',
    phone: '0901234567',
    customerId,
    roles,
    ...roleFlags(roles),
    permissions: combinedPermissions(BUILT_IN_ROLES.filter(({ key }) => roles.includes(key))),
    sessionId: 's',
  };
}
