import { Module } from '@nestjs/common';
import { NotificationController } from './notification.controller';
import { NotificationQueries } from './notification.queries';
import { NotificationRecipients } from './notification-recipients';
import { NotificationSender } from './notification-sender';
import { RetryNotificationHandler } from './retry-notification.handler';
import { SetNotificationPreferencesHandler } from './set-notification-preferences.handler';
import { UnsubscribeHandler } from './unsubscribe.handler';

@Module({
  controllers: [NotificationController],
  providers: [NotificationQueries, NotificationRecipients, NotificationSender, RetryNotificationHandler, SetNotificationPreferencesHandler, UnsubscribeHandler],
})
export class NotificationsModule {}
