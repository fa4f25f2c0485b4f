import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actsAsStaff, deliveryAddressStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { deliveryAddressDecider } from './delivery-address.decider';

export class DeleteDeliveryAddressCommand extends Command<{ addressId: number; user: AuthenticatedUser }> {}

@CommandHandler(DeleteDeliveryAddressCommand)
export class DeleteDeliveryAddressHandler implements ICommandHandler<DeleteDeliveryAddressCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { addressId, user }, context }: DeleteDeliveryAddressCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(
      deliveryAddressStream(addressId),
      deliveryAddressDecider,
      { type: 'DeleteDeliveryAddress', data: { addressId, userId: user.id, byStaff: actsAsStaff(user, 'ordering', 'change') } },
      context,
    );
    return { id: addressId, position: position.toString() };
  }
}
