import { Body, Controller, Inject, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { actsAsStaff, deliveryAddressSchema, type DeliveryAddressView, type CommandReceipt } from '@cargo/contracts';
import { DELIVERY_ADDRESSES, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { READ_STORE } from '../platform/process/tokens';
import { AddDeliveryAddressCommand } from './add-delivery-address.handler';
import { DeleteDeliveryAddressCommand } from './delete-delivery-address.handler';

/** A user's own delivery addresses; staff may see anyone's, a user only their own. */
/** A user keeps a handful of addresses; the list answers at most this many. */
const MAX_ADDRESSES_SHOWN = 100;

@ApiTags('deliveryaddress')
@ApiBearerAuth()
@Controller('deliveryaddress')
export class DeliveryAddressController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @CommandEndpoint({ post: 'add', access: 'user', body: deliveryAddressSchema })
  add(
    @Body(new SchemaPipe(deliveryAddressSchema)) body: z.output<typeof deliveryAddressSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AddDeliveryAddressCommand({ address: body, user }, context));
  }

  @QueryEndpoint({ get: 'get/by/user/id/:id', access: 'user' })
  byUser(@Param('id', IdPipe) userId: number, @CurrentUser() user: AuthenticatedUser): Promise<DeliveryAddressView[]> {
    if (!actsAsStaff(user, 'ordering') && userId !== user.id) return Promise.resolve([]);
    return this.store.find<DeliveryAddressView>(DELIVERY_ADDRESSES, { userId }, { sort: { id: 1 }, limit: MAX_ADDRESSES_SHOWN });
  }

  @CommandEndpoint({ get: 'delete/by/id/:id', access: 'user' })
  delete(@Param('id', IdPipe) addressId: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new DeleteDeliveryAddressCommand({ addressId, user }, context));
  }

  @CommandEndpoint({ delete: 'delete/by/id/:id', access: 'user' })
  deleteByDelete(@Param('id', IdPipe) addressId: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.delete(addressId, user, context);
  }
}
