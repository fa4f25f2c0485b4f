import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  changeOrderTypeSchema,
  invalid,
  ORDER_TYPES,
  orderQuerySchema,
  addOrderSchema,
  unholdOrderSchema,
  updateOrderSchema,
  type OrderPage,
  type OrderQuery,
  type OrderType,
  type CommandReceipt,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { ExchangeRates } from '../settings/public';
import { Access } from '../platform/http/access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandRoute } from '../platform/http/command-endpoint';
import { ApiCommand, ApiSchemaBody, QuerySchema } from '../platform/http/openapi';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AddOrderCommand } from './add-order/add-order.handler';
import { RemoveOrderStockCommand } from './remove-order-stock/remove-order-stock.handler';
import { UpdateOrderCommand } from './update-order/update-order.handler';
import { OrderQueries } from './order.queries';
import { AsOfRecord } from '../audit/public';

@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class OrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: OrderQueries,
    private readonly rates: ExchangeRates,
  ) {}

  @CommandEndpoint({ post: 'order/add', access: 'user', body: addOrderSchema })
  @ApiOperation({
    description:
      'The server prices every line (the product sale price converted to the order currency). unitPrice, serviceFee, caseQuantity, deliveryFee, vatFee and paymentInfo are staff-only and ignored from a customer; a customer asking for PlaceHolder gets 403.',
  })
  add(
    @Body(new SchemaPipe(addOrderSchema)) body: z.output<typeof addOrderSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AddOrderCommand({ input: body, user }, context));
  }

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

  @QueryEndpoint({ get: 'order/get', access: 'user' })
  list(@CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    return this.queries.list(user, query);
  }

  @QueryEndpoint({ get: 'order/get/minimal', access: 'user' })
  async minimal(@CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery) {
    const page = await this.queries.list(user, query);
    return {
      ...page,
      items: page.items.map(({ id, typeId, customerId, customerLabel, invoiceId, dateCreated, total }) => ({
        id,
        typeId,
        customerId,
        customerLabel,
        invoiceId,
        dateCreated,
        total,
      })),
    };
  }

  /** The rate a new order converts prices at (the one in force today), so the cart shows what the server will charge. */
  @Get('order/exchange-rate')
  @Access('user')
  async exchangeRate(): Promise<{ vndPerUsd: number }> {
    return { vndPerUsd: (await this.rates.on()).vndPerUsd };
  }

  @QueryEndpoint({ get: 'order/get/by/id/:id', access: 'user' })
  @AsOfRecord('order')
  byId(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser) {
    return this.queries.byId(id, user);
  }

  @QueryEndpoint({ get: 'order/get/by/customer/id/:id', access: 'user' })
  byCustomer(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    return this.queries.list(user, query, { customerId: id });
  }

  /** Orders of a product: only Regular ones are kept, as the spec's product screens expect. */
  @QueryEndpoint({ get: 'order/get/by/product/id/:id', access: 'admin' })
  byProduct(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    return this.queries.list(user, query, { typeId: 'Regular', 'lines.productId': id });
  }

  /** The group page's tabs: the orders travelling with a shipment group. */
  @QueryEndpoint({ get: 'order/get/by/shipment/group/id/:id', access: 'admin' })
  byShipmentGroup(
    @Param('id', IdPipe) id: number,
    @CurrentUser() user: AuthenticatedUser,
    @QuerySchema(orderQuerySchema) query: OrderQuery,
  ): Promise<OrderPage> {
    return this.queries.list(user, query, { shipmentGroupId: id });
  }

  @CommandEndpoint({ get: 'order/delete/by/id/:id', access: 'user' })
  delete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new RemoveOrderStockCommand({ orderId: id, removal: { type: 'DeleteOrder' }, user }, context));
  }

  @CommandEndpoint({ delete: 'order/delete/by/id/:id', access: 'user' })
  deleteByDelete(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.delete(id, user, context);
  }

  @QueryEndpoint({ get: 'Get/Orders/:status', access: 'admin' })
  byStatus(@Param('status') status: string, @CurrentUser() user: AuthenticatedUser, @QuerySchema(orderQuerySchema) query: OrderQuery): Promise<OrderPage> {
    if (!(ORDER_TYPES as readonly string[]).includes(status)) throw invalid('error.invalidInput', [{ path: 'status', code: 'validation.invalidChoice' }]);
    return this.queries.list(user, query, { typeId: status as OrderType });
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
