import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { unholdOrderSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { Access } from '../../platform/http/access';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandRoute } from '../../platform/http/command-endpoint';
import { ApiCommand, QuerySchema } from '../../platform/http/openapi';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { IdPipe } from '../../platform/http/validation';
import { RemoveOrderStockCommand } from './remove-order-stock.handler';

/** Delete Order (the spec's GET and its DELETE twin) and Unhold Order: both give the order's stock back. */
@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class RemoveOrderStockController {
  constructor(private readonly commands: CommandBus) {}

  @Post('order/unhold')
  @HttpCode(200)
  @Access('admin')
  @CommandRoute()
  @ApiCommand()
  unhold(
    @QuerySchema(unholdOrderSchema) query: z.output<typeof unholdOrderSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(
      new RemoveOrderStockCommand({ orderId: query.id, removal: { type: 'UnholdOrder', warehouseId: query.warehouseId }, user }, context),
    );
  }

  @CommandEndpoint({ get: 'order/delete/by/id/:id', access: 'user' })
  delete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new RemoveOrderStockCommand({ orderId: id, removal: { type: 'DeleteOrder' }, user }, context));
  }

  @CommandEndpoint({ delete: 'order/delete/by/id/:id', access: 'user' })
  deleteByDelete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.delete(id, user, context);
  }
}
