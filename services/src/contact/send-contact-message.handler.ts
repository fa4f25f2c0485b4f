import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { contactMessageStream, type CommandReceipt, type ContactMessage } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { contactDecider } from './contact.decider';

export class SendContactMessageCommand extends Command<{ message: ContactMessage }> {}

@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { message }, context }: SendContactMessageCommand): Promise<CommandReceipt> {
    const messageId = await this.ids.next('contactmessage', context);
    const { position } = await this.aggregates.execute(contactMessageStream(messageId), contactDecider, { type: 'ReceiveContactMessage', data: { messageId, message } }, context);
    return { id: messageId, position: position.toString() };
  }
}
