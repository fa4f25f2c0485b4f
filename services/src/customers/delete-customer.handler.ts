import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { customerDecider } from './customer.decider';

export class DeleteCustomerCommand extends Command<{ customerId: number }> {}

@CommandHandler(DeleteCustomerCommand)
export class DeleteCustomerHandler implements ICommandHandler<DeleteCustomerCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { customerId }, context }: DeleteCustomerCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(customerStream(customerId), customerDecider, { type: 'DeleteCustomer', data: { customerId } }, context);
    return { id: customerId, position: position.toString() };
  }
}
