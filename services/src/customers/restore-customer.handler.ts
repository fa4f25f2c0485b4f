import { CommandHandler } from '@nestjs/cqrs';
import { customerStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { customerDecider } from './customer.decider';

export class RestoreCustomerCommand extends Command<{ customerId: number }> {}

/** The Undo of a delete: the customer comes back with the details it had (erased, if it was erased meanwhile). */
@CommandHandler(RestoreCustomerCommand)
export class RestoreCustomerHandler extends StreamCommandHandler<RestoreCustomerCommand['data']> {
  protected write({ customerId }: RestoreCustomerCommand['data']): StreamWrite {
    return onStream(customerStream(customerId), customerDecider, { type: 'RestoreCustomer', data: { customerId } }, customerId);
  }
}
