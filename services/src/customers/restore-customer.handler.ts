import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { customerDecider } from './customer.decider';

export class RestoreCustomerCommand extends Command<{ customerId: number }> {}

/** The Undo of a delete: the customer comes back with the details it had (erased, if it was erased meanwhile). */
@CommandHandler(RestoreCustomerCommand)
export class RestoreCustomerHandler implements ICommandHandler<RestoreCustomerCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { customerId }, context }: RestoreCustomerCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(customerStream(customerId), customerDecider, { type: 'RestoreCustomer', data: { customerId } }, context);
    return { id: customerId, position: position.toString() };
  }
}
