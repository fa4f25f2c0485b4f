import { CommandHandler } from '@nestjs/cqrs';
import { notificationStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { notificationDeliveryDecider } from './notification-delivery.decider';

export class RetryNotificationCommand extends Command<{ key: string }> {}

/** Staff send an email given up on through another round of attempts (the mail server is back, the address fixed). */
@CommandHandler(RetryNotificationCommand)
export class RetryNotificationHandler extends StreamCommandHandler<{ key: string }> {
  protected write({ key }: { key: string }): StreamWrite {
    // Emails have keys, not numbers: the receipt names none (0).
    return onStream(notificationStream(key), notificationDeliveryDecider, { type: 'RetryNotification', data: { key } }, 0);
  }
}
