import { erased, holdingRoles, rolesAfter, USER_PERSONAL_FIELDS, type RecordedEvent, type UserEvent, type UserView, unhandled } from '@cargo/contracts';
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
      ...holdingRoles([]),
      emailVerified: false,
      dateCreated: event.metadata.timestamp,
    };
  }
  if (!doc) return null;
  switch (event.type) {
    case 'UserEmailVerified':
      return { ...doc, emailVerified: true };
    case 'AdminGranted':
    case 'AdminRevoked':
    case 'RootGranted':
    case 'AuditorGranted':
    case 'AuditorRevoked':
    case 'UserRolesSet':
      return { ...doc, ...rolesAfter(doc.roles, event) };
    case 'UserPasswordChanged':
      return doc;
    // Read as a replay after the erasure reads it: the sealed fields no longer open.
    case 'UserErased':
      return { ...erased(doc, USER_PERSONAL_FIELDS), erased: true };
    default:
      return unhandled(event);
  }
}
