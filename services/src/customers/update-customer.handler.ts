import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, type CustomerDetails, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { customerDecider } from './customer.decider';
import { parentAccount } from './parent-account';

export class UpdateCustomerCommand extends Command<{ customerId: number; details: CustomerDetails }> {}

@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { customerId, details }, context }: UpdateCustomerCommand): Promise<CommandReceipt> {
    const parent = await parentAccount(this.aggregates, details.parentCustomerId);
    const { position } = await this.aggregates.execute(
      customerStream(customerId),
      customerDecider,
      { type: 'UpdateCustomer', data: { customerId, details, ...parent } },
      context,
    );
    return { id: customerId, position: position.toString() };
  }
}
