import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { notificationsPaths, ownNotificationsPaths } from './notifications.paths';
import notificationsStrings from './notifications.strings.json';

const pageStrings = () => import('./components/notifications.strings.json');

/** Emails: staff's outbox with each one's delivery, a customer's choices, and the landing of an email's unsubscribe link. */
export const notificationsFeature = {
  capability: 'customers',
  pages: [
    {
      path: notificationsPaths.outbox,
      title: 'notificationOutbox',
      level: 'admin',
      load: lazyPage(() => import('./components/outbox.page'), 'OutboxPage'),
      strings: pageStrings,
      drawer: { label: 'drawer.notifications', order: 195 },
    },
    {
      path: ownNotificationsPaths.choices,
      title: 'ownNotifications',
      level: 'user',
      load: lazyPage(() => import('./components/own-notifications.page'), 'OwnNotificationsPage'),
      strings: pageStrings,
      account: { label: 'notifications.accountLink', order: 60, testId: 'my-notifications' },
    },
    {
      path: ownNotificationsPaths.unsubscribe,
      title: 'unsubscribe',
      level: 'public',
      load: lazyPage(() => import('./components/unsubscribe.page'), 'UnsubscribePage'),
      strings: pageStrings,
    },
  ],
  strings: notificationsStrings,
  live: { notifications: ['Notification'] },
} satisfies Feature;
