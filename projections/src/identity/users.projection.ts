import {
  AUDITOR_ROLE,
  erased,
  MANAGER_ROLE,
  OWNER_ROLE,
  roleFlags,
  USER_PERSONAL_FIELDS,
  type RecordedEvent,
  type UserEvent,
  type UserView,
  unhandled,
} from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const USERS = 'users';

/** Users as the back office lists them and as the server checks roles: never a password hash or token. */
export const usersProjection = projection<UserEvent>({
  name: 'users',
  // 2: each user's roles (the flags follow from them).
  version: 2,
  collections: [USERS],
  // Staff (admin or root) are looked up to keep them out of the customer lists.
  indexes: [{ collection: USERS, indexes: [['isAdmin'], ['isRoot']] }],
  handles: [
    'UserRegistered',
    'UserErased',
    'UserEmailVerified',
    'AdminGranted',
    'AdminRevoked',
    'RootGranted',
    'AuditorGranted',
    'AuditorRevoked',
    'UserRolesSet',
  ],
  changes: (event) => {
    const recorded = event;
    return [change<UserView>(USERS, recorded.data.userId, (doc) => evolveUserView(doc, recorded))];
  },
});

export function evolveUserView(doc: UserView | null, event: RecordedEvent<UserEvent>): UserView | null {
  if (event.type === 'UserRegistered') {
    const { userId, customerId, first, last, familyFirst, email, phone } = event.data;
    return {
      id: userId,
      customerId,
      first,
      last,
      ...(familyFirst && { familyFirst }),
      email,
      phone,
      ...holding([]),
      emailVerified: false,
      dateCreated: event.metadata.timestamp,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'UserEmailVerified':
      return { ...doc, emailVerified: true };
    // As the user's stream folds them: the grants from before roles were data are the built-in roles.
    case 'AdminGranted':
      return { ...doc, ...holding([...without(doc.roles, MANAGER_ROLE), MANAGER_ROLE]) };
    case 'AdminRevoked':
      return { ...doc, ...holding(without(doc.roles, MANAGER_ROLE)) };
    case 'RootGranted':
      return { ...doc, ...holding([...without(doc.roles, OWNER_ROLE), OWNER_ROLE]) };
    case 'AuditorGranted':
      return { ...doc, ...holding([...without(doc.roles, AUDITOR_ROLE), AUDITOR_ROLE]) };
    case 'AuditorRevoked':
      return { ...doc, ...holding(without(doc.roles, AUDITOR_ROLE)) };
    case 'UserRolesSet':
      return { ...doc, ...holding(event.data.roles) };
    case 'UserPasswordChanged':
      return doc;
    // Read as a replay after the erasure reads it: the sealed fields no longer open.
    case 'UserErased':
      return { ...erased(doc, USER_PERSONAL_FIELDS), erased: true };
    default:
      return unhandled(event);
  }
}

const without = (roles: readonly string[] | undefined, role: string) => (roles ?? []).filter((held) => held !== role);
const holding = (roles: string[]) => ({ roles, ...roleFlags(roles) });
