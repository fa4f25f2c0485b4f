import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { deliveryAddressStream, type DeliveryAddressInput, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { deliveryAddressDecider } from './delivery-address.decider';

export class AddDeliveryAddressCommand extends Command<{ address: Required<DeliveryAddressInput>; user: AuthenticatedUser }> {}

@CommandHandler(AddDeliveryAddressCommand)
export class AddDeliveryAddressHandler implements ICommandHandler<AddDeliveryAddressCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { address, user }, context }: AddDeliveryAddressCommand): Promise<CommandReceipt> {
    const addressId = await this.ids.next('deliveryaddress', context);
    const { position } = await this.aggregates.execute(deliveryAddressStream(addressId), deliveryAddressDecider, { type: 'AddDeliveryAddress', data: { addressId, userId: user.id, ...address } }, context);
    return { id: addressId, position: position.toString() };
  }
}
