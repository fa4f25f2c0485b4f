import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, type CommandReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { customerDecider } from './customer.decider';

export class DeleteCustomerCommand {
  constructor(
    readonly customerId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DeleteCustomerCommand)
export class DeleteCustomerHandler implements ICommandHandler<DeleteCustomerCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ customerId, context }: DeleteCustomerCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(customerStream(customerId), customerDecider, { type: 'DeleteCustomer', data: { customerId } }, context);
    return { id: customerId, position: position.toString() };
  }
}
