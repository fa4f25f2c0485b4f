import { CommandHandler } from '@nestjs/cqrs';
import { contactMessageStream, type ContactMessage } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { NewRecordHandler, onStream, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { contactDecider } from './contact.decider';

export class SendContactMessageCommand extends Command<{ message: ContactMessage }> {}

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler extends NewRecordHandler<SendContactMessageCommand['data']> {
  protected readonly kind = 'contactmessage';

  protected write(messageId: number, { message }: SendContactMessageCommand['data']): StreamWrite {
    return onStream(contactMessageStream(messageId), contactDecider, { type: 'ReceiveContactMessage', data: { messageId, message } }, messageId);
  }
}
