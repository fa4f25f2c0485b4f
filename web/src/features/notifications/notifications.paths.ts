import { paths } from '../../shared/paths';

export const notificationsPaths = {
  outbox: `${paths.management}/notifications`,
} as const;

/** A customer's choices, and where an email's one-click link lands (outside sign-in). */
export const ownNotificationsPaths = {
  choices: '/my/notifications',
  unsubscribe: '/unsubscribe',
} as const;
