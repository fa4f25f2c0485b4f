import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, type CustomerDetails, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { customerDecider } from './customer.decider';
import { CustomerQueries } from './customer.queries';

export class UpdateCustomerCommand extends Command<{ customerId: number; details: CustomerDetails }> {}

@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly customers: CustomerQueries,
  ) {}

  async execute({ data: { customerId, details }, context }: UpdateCustomerCommand): Promise<CommandReceipt> {
    const parentExists = details.parentCustomerId === null || (await this.customers.exists(details.parentCustomerId));
    const descendants = await this.customers.descendants(customerId);
    const { position } = await this.aggregates.execute(customerStream(customerId), customerDecider, { type: 'UpdateCustomer', data: { customerId, details, parentExists, descendants } }, context);
    return { id: customerId, position: position.toString() };
  }
}
