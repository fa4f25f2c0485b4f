import { personalData, userSubject } from '../platform/personal-data';
import type { UserEvent } from './user.events';

/** A user's name, email and phone are theirs: sealed under the user's key (their password hash is a secret, not sealed). */
export const USER_PERSONAL_FIELDS = ['first', 'last', 'email', 'phone'] as const;

export const userPersonalData = personalData<UserEvent>({
  UserRegistered: { subject: ({ userId }) => userSubject(userId), fields: USER_PERSONAL_FIELDS },
});
