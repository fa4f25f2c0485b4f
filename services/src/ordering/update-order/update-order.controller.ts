import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { changeOrderTypeSchema, updateOrderSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { Access } from '../../platform/http/access';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandRoute } from '../../platform/http/command-endpoint';
import { ApiCommand, ApiSchemaBody } from '../../platform/http/openapi';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../../platform/http/validation';
import { UpdateOrderCommand } from './update-order.handler';

/** Update Order (the cart in order-editing mode) and Change Type. */
@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class UpdateOrderController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'order/update', access: 'user', body: updateOrderSchema })
  @ApiOperation({
    description:
      'Priced by the server: a line the order already has keeps the price the order recorded (staff may type another), a new line is priced like Place Order; staff-only fields from a customer are ignored and PlaceHolder is refused (403).',
  })
  update(
    @Body(new SchemaPipe(updateOrderSchema)) body: z.output<typeof updateOrderSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    const { id, ...order } = body.newOrder;
    return this.commands.execute(new UpdateOrderCommand({ orderId: id, change: { kind: 'terms', input: order }, user }, context));
  }

  /** Changes an order's type (Regular, PlaceHolder, Preorder); its stock follows, as with Update Order. */
  @Post('Update/Order/Status/:id')
  @HttpCode(200)
  @Access('admin')
  @CommandRoute()
  @ApiSchemaBody(changeOrderTypeSchema)
  @ApiCommand()
  changeStatus(
    @Param('id', IdPipe) id: number,
    @Body(new SchemaPipe(changeOrderTypeSchema)) body: z.output<typeof changeOrderTypeSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateOrderCommand({ orderId: id, change: { kind: 'type', typeId: body.typeId }, user }, context));
  }
}
