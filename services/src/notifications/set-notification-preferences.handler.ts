import { CommandHandler } from '@nestjs/cqrs';
import { notificationPreferencesStream, type NotificationPreferences } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { notificationPreferencesDecider } from './notification-preferences.decider';

export class SetNotificationPreferencesCommand extends Command<{ customerId: number; preferences: NotificationPreferences }> {}

/** A customer saves which emails they get, and in which language; the customer is the caller's own. */
@CommandHandler(SetNotificationPreferencesCommand)
export class SetNotificationPreferencesHandler extends StreamCommandHandler<SetNotificationPreferencesCommand['data']> {
  protected write(data: SetNotificationPreferencesCommand['data']): StreamWrite {
    return onStream(
      notificationPreferencesStream(data.customerId),
      notificationPreferencesDecider,
      { type: 'SetNotificationPreferences', data },
      data.customerId,
    );
  }
}
