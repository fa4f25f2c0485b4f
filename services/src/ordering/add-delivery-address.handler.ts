import { CommandHandler } from '@nestjs/cqrs';
import { deliveryAddressStream, type DeliveryAddressInput } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { NewRecordHandler, onStream, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { deliveryAddressDecider } from './delivery-address.decider';

export class AddDeliveryAddressCommand extends Command<{ address: Required<DeliveryAddressInput>; user: AuthenticatedUser }> {}

@CommandHandler(AddDeliveryAddressCommand)
export class AddDeliveryAddressHandler extends NewRecordHandler<AddDeliveryAddressCommand['data']> {
  protected readonly kind = 'deliveryaddress';

  protected write(addressId: number, { address, user }: AddDeliveryAddressCommand['data']): StreamWrite {
    return onStream(
      deliveryAddressStream(addressId),
      deliveryAddressDecider,
      { type: 'AddDeliveryAddress', data: { addressId, userId: user.id, ...address } },
      addressId,
    );
  }
}
