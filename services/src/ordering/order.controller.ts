import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import { changeOrderTypeSchema, invalid, ORDER_TYPES, placeOrderSchema, unholdOrderSchema, updateOrderSchema, type OrderType } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/command-context';
import { Access } from '../platform/http/access';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandRoute } from '../platform/http/idempotency';
import { ApiCommand, ApiReadModel, ApiSchemaBody } from '../platform/http/openapi';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { DeleteOrderCommand, OrderSaga, PlaceOrderCommand, ReviseOrderCommand, UnholdOrderCommand, type OrderReceipt } from './order.commands';
import { OrderQueries } from './order.queries';

const receipt = { id: { type: 'integer', description: 'The order number' } };

@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class OrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrderQueries,
    private readonly saga: OrderSaga,
  ) {}

  @Post('order/add')
  @Access('user')
  @CommandRoute()
  @ApiSchemaBody(placeOrderSchema)
  @ApiCommand(receipt)
  add(@Body(new SchemaPipe(placeOrderSchema)) body: z.output<typeof placeOrderSchema>, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<OrderReceipt> {
    return this.commands.execute(new PlaceOrderCommand(body, user, context));
  }

  @Post('order/update')
  @Access('user')
  @CommandRoute()
  @ApiSchemaBody(updateOrderSchema)
  @ApiCommand(receipt)
  update(@Body(new SchemaPipe(updateOrderSchema)) body: z.output<typeof updateOrderSchema>, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<OrderReceipt> {
    const { id, ...order } = body.newOrder;
    return this.commands.execute(new ReviseOrderCommand(id, order, user, context));
  }

  @Post('order/unhold')
  @HttpCode(200)
  @Access('admin')
  @CommandRoute()
  @ApiQuery({ name: 'id', type: 'integer' })
  @ApiQuery({ name: 'warehouseId', enum: ['US', 'VN'] })
  @ApiCommand(receipt)
  unhold(@Query(new SchemaPipe(unholdOrderSchema)) query: z.output<typeof unholdOrderSchema>, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<OrderReceipt> {
    return this.commands.execute(new UnholdOrderCommand(query.id, query.warehouseId, user, context));
  }

  @Get('order/get')
  @Access('user')
  @ApiReadModel()
  @ApiQuery({ name: 'title', required: false, description: 'Search by product title' })
  list(@CurrentUser() user: AuthenticatedUser, @Query('title') title?: string) {
    return this.queries.list(user, {}, title?.trim() || undefined);
  }

  @Get('order/get/minimal')
  @Access('user')
  @ApiReadModel()
  async minimal(@CurrentUser() user: AuthenticatedUser) {
    return (await this.queries.list(user)).map(({ id, typeId, customerId, customerLabel, invoiceId, dateCreated, total }) => ({ id, typeId, customerId, customerLabel, invoiceId, dateCreated, total }));
  }

  @Get('order/get/by/id/:id')
  @Access('user')
  @ApiReadModel()
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.byId(id, user);
  }

  @Get('order/get/by/customer/id/:id')
  @Access('user')
  @ApiReadModel()
  byCustomer(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.list(user, { customerId: id });
  }

  @Get('order/get/by/product/id/:id')
  @Access('admin')
  @ApiReadModel()
  byProduct(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.byProduct(id, user);
  }

  @Get('order/delete/by/id/:id')
  @Access('user')
  @CommandRoute()
  @ApiCommand(receipt)
  delete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<OrderReceipt> {
    return this.commands.execute(new DeleteOrderCommand(id, user, context));
  }

  @Delete('order/delete/by/id/:id')
  @Access('user')
  @CommandRoute()
  @ApiCommand(receipt)
  deleteByDelete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<OrderReceipt> {
    return this.delete(id, user, context);
  }

  @Get('Get/Orders/:status')
  @Access('admin')
  @ApiReadModel()
  byStatus(@Param('status') status: string, @CurrentUser() user: AuthenticatedUser) {
    if (!(ORDER_TYPES as readonly string[]).includes(status)) throw invalid('error.invalidInput', [{ path: 'status', code: 'validation.invalidChoice' }]);
    return this.queries.byType(status as OrderType, user);
  }

  /** Changes an order's type (Regular, PlaceHolder, Preorder); its stock follows, as with Update Order. */
  @Post('Update/Order/Status/:id')
  @HttpCode(200)
  @Access('admin')
  @CommandRoute()
  @ApiSchemaBody(changeOrderTypeSchema)
  @ApiCommand(receipt)
  async changeStatus(
    @Param('id', IdPipe) id: number,
    @Body(new SchemaPipe(changeOrderTypeSchema)) body: z.output<typeof changeOrderTypeSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<OrderReceipt> {
    const order = await this.saga.loadOrder(id, user);
    const { terms } = order;
    const input = { ...terms, customerId: terms.customerId, typeId: body.typeId, orderDetails: terms.lines.map(({ productId, warehouseId, quantity, unitPrice, serviceFee, caseQuantity }) => ({ productId, warehouseId, quantity, unitPrice, serviceFee, caseQuantity })) };
    return this.commands.execute(new ReviseOrderCommand(id, input, user, context));
  }
}
