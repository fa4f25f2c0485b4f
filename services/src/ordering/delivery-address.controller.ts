import { Body, Controller, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { canAccess, deliveryAddressSchema, deliveryAddressStream, notFound, type DeliveryAddressEvent, type DeliveryAddressView } from '@cargo/contracts';
import { DELIVERY_ADDRESSES, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { metadataFor } from '../platform/aggregate-repository';
import type { CommandContext } from '../platform/command-context';
import { Access } from '../platform/http/access';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandRoute } from '../platform/http/idempotency';
import { ApiCommand, ApiReadModel, ApiSchemaBody } from '../platform/http/openapi';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { IdAllocator } from '../platform/id-allocator';
import type { Infrastructure } from '../platform/infrastructure';
import { INFRASTRUCTURE, READ_STORE } from '../platform/tokens';

/** A user's own delivery addresses; staff may see anyone's, a customer only their own. */
@ApiTags('deliveryaddress')
@ApiBearerAuth()
@Controller('deliveryaddress')
export class DeliveryAddressController {
  constructor(
    private readonly ids: IdAllocator,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
  ) {}

  @Post('add')
  @Access('user')
  @CommandRoute()
  @ApiSchemaBody(deliveryAddressSchema)
  @ApiCommand({ id: { type: 'integer' } })
  async add(@Body(new SchemaPipe(deliveryAddressSchema)) body: z.output<typeof deliveryAddressSchema>, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext) {
    const addressId = await this.ids.next('deliveryaddress', context);
    const added: DeliveryAddressEvent = { type: 'DeliveryAddressAdded', data: { addressId, userId: user.id, ...body } };
    const { position } = await this.infrastructure.eventStore.append(deliveryAddressStream(addressId), [{ ...added, metadata: metadataFor(context) }], 'no_stream');
    return { id: addressId, position: position.toString() };
  }

  @Get('get/by/user/id/:id')
  @Access('user')
  @ApiReadModel()
  byUser(@Param('id', IdPipe) userId: number, @CurrentUser() user: AuthenticatedUser): Promise<DeliveryAddressView[]> {
    if (!canAccess('admin', user) && userId !== user.id) return Promise.resolve([]);
    return this.store.find<DeliveryAddressView>(DELIVERY_ADDRESSES, { userId }, { sort: { id: 1 } });
  }

  @Get('delete/by/id/:id')
  @Access('user')
  @CommandRoute()
  @ApiCommand({ id: { type: 'integer' } })
  async delete(@Param('id', IdPipe) addressId: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext) {
    const history = await this.infrastructure.eventStore.readStream(deliveryAddressStream(addressId));
    const added = history[0] as unknown as DeliveryAddressEvent | undefined;
    const deleted = history.some((event) => event.type === 'DeliveryAddressDeleted');
    if (!added || deleted || !(canAccess('admin', user) || added.data.userId === user.id)) throw notFound('ordering.addressNotFound');
    const removal: DeliveryAddressEvent = { type: 'DeliveryAddressDeleted', data: { addressId, userId: added.data.userId } };
    const { position } = await this.infrastructure.eventStore.append(deliveryAddressStream(addressId), [{ ...removal, metadata: metadataFor(context) }], history[history.length - 1].revision);
    return { id: addressId, position: position.toString() };
  }

  @Delete('delete/by/id/:id')
  @Access('user')
  @CommandRoute()
  @ApiCommand({ id: { type: 'integer' } })
  deleteByDelete(@Param('id', IdPipe) addressId: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext) {
    return this.delete(addressId, user, context);
  }
}
