import { CommandHandler } from '@nestjs/cqrs';
import { customerStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { customerDecider } from './customer.decider';

export class DeleteCustomerCommand extends Command<{ customerId: number }> {}

@CommandHandler(DeleteCustomerCommand)
export class DeleteCustomerHandler extends StreamCommandHandler<DeleteCustomerCommand['data']> {
  protected write({ customerId }: DeleteCustomerCommand['data']): StreamWrite {
    return onStream(customerStream(customerId), customerDecider, { type: 'DeleteCustomer', data: { customerId } }, customerId);
  }
}
