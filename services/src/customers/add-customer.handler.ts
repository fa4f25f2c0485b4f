import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, type CustomerDetails, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { checkParent, customerDecider } from './customer.decider';
import { parentAccount } from './parent-account';

export class AddCustomerCommand extends Command<{ details: CustomerDetails }> {}

@CommandHandler(AddCustomerCommand)
export class AddCustomerHandler implements ICommandHandler<AddCustomerCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { details }, context }: AddCustomerCommand): Promise<CommandReceipt> {
    const { parentExists } = await parentAccount(this.aggregates, details.parentCustomerId);
    checkParent(null, details.parentCustomerId, parentExists, []);
    const customerId = await this.ids.next('customer', context);
    const { position } = await this.aggregates.execute(
      customerStream(customerId),
      customerDecider,
      { type: 'OpenCustomer', data: { customerId, userId: null, ...details } },
      context,
    );
    return { id: customerId, position: position.toString() };
  }
}
