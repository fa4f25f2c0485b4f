import { Module } from '@nestjs/common';
import { NotificationController } from './notification.controller';
import { NotificationQueries } from './notification.queries';
import { NotificationRecipients } from './notification-recipients';
import { NotificationSender } from './notification-sender';
import { NotificationsStart } from './start-notifications';
import { RetryNotificationHandler } from './retry-notification.handler';
import { SetNotificationPreferencesHandler } from './set-notification-preferences.handler';
import { UnsubscribeHandler } from './unsubscribe.handler';
import { UnsubscribeLinkController } from './unsubscribe-link.controller';

@Module({
  controllers: [NotificationController, UnsubscribeLinkController],
  providers: [
    NotificationsStart,
    NotificationQueries,
    NotificationRecipients,
    NotificationSender,
    RetryNotificationHandler,
    SetNotificationPreferencesHandler,
    UnsubscribeHandler,
  ],
})
export class NotificationsModule {}
