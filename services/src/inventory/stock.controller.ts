import { Body, Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { addStockGroupSchema, addStockSchema, stockGroupPaymentStatusSchema, stockGroupQuerySchema, stockQuerySchema, updateStockSchema, type CommandReceipt, type Page, type StockGroupListRow, type StockGroupReceipt, type StockListRow, type StockReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { Access } from '../platform/http/access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { ApiReadModel, QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AddStockGroupCommand } from './add-stock-group.handler';
import { AddStockCommand } from './add-stock.handler';
import { RemoveStockCommand } from './remove-stock.handler';
import { RestoreStockCommand } from './restore-stock.handler';
import { UpdateStockCommand } from './update-stock.handler';
import { DeleteStockGroupCommand } from './delete-stock-group.handler';
import { SetStockGroupPaymentStatusCommand } from './set-stock-group-payment-status.handler';
import { StockQueries, type StockQuery } from './stock.queries';

@ApiTags('stock')
@Controller('stock')
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StockQueries,
  ) {}

  @CommandEndpoint({ post: 'add', access: 'admin', body: addStockSchema })
  add(@Body(new SchemaPipe(addStockSchema)) body: z.output<typeof addStockSchema>, @Ctx() context: CommandContext): Promise<StockReceipt> {
    const { productId, ...stock } = body;
    return this.commands.execute(new AddStockCommand({ productId, stock }, context));
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateStockSchema })
  update(@Body(new SchemaPipe(updateStockSchema)) body: z.output<typeof updateStockSchema>, @Ctx() context: CommandContext): Promise<StockReceipt> {
    const { id, ...stock } = body;
    return this.commands.execute(new UpdateStockCommand({ stockId: id, stock }, context));
  }

  @CommandEndpoint({ post: 'add/group', access: 'admin', body: addStockGroupSchema })
  addGroup(@Body(new SchemaPipe(addStockGroupSchema)) body: z.output<typeof addStockGroupSchema>, @Ctx() context: CommandContext): Promise<StockGroupReceipt> {
    return this.commands.execute(new AddStockGroupCommand(body, context));
  }

  @Get('get')
  @Access('admin')
  @ApiReadModel()
  list(@QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page(query);
  }

  @Get('get/by/id/:id')
  @Access('admin')
  @ApiReadModel()
  byId(@Param('id', IdPipe) id: number): Promise<StockListRow> {
    return this.queries.byId(id);
  }

  @Get('get/by/product/id/:id')
  @Access('admin')
  @ApiReadModel()
  byProduct(@Param('id', IdPipe) id: number, @QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page({ ...query, productId: id });
  }

  /** The stock purchases (the stock form's groups), newest first. */
  @Get('get/group')
  @Access('admin')
  @ApiReadModel()
  groups(@QuerySchema(stockGroupQuerySchema) query: z.output<typeof stockGroupQuerySchema>): Promise<Page<StockGroupListRow>> {
    return this.queries.groups(query);
  }

  @Get('get/group/by/id/:id')
  @Access('admin')
  @ApiReadModel()
  group(@Param('id', IdPipe) id: number): Promise<StockGroupListRow> {
    return this.queries.group(id);
  }

  @CommandEndpoint({ post: 'update/group/payment/status', access: 'admin', body: stockGroupPaymentStatusSchema })
  setGroupPaymentStatus(@Body(new SchemaPipe(stockGroupPaymentStatusSchema)) body: z.output<typeof stockGroupPaymentStatusSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new SetStockGroupPaymentStatusCommand({ stockGroupId: body.id, paymentStatus: body.paymentStatus }, context));
  }

  /** Every row of the purchase still in stock is deleted, then the purchase (refused once it is paid). */
  @CommandEndpoint({ get: 'delete/by/stock/group/id/:id', access: 'admin' })
  deleteGroup(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new DeleteStockGroupCommand({ stockGroupId: id }, context));
  }

  @CommandEndpoint({ delete: 'delete/by/stock/group/id/:id', access: 'admin' })
  deleteGroupByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.deleteGroup(id, context);
  }

  /** The vendor page's Stocks tab. */
  @Get('get/by/vendor/id/:id')
  @Access('admin')
  @ApiReadModel()
  byVendor(@Param('id', IdPipe) id: number, @QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page({ ...query, vendorId: id });
  }

  @CommandEndpoint({ get: 'delete/by/id/:id', access: 'admin' })
  delete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.commands.execute(new RemoveStockCommand({ stockId: id }, context));
  }

  @CommandEndpoint({ delete: 'delete/by/id/:id', access: 'admin' })
  deleteByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.delete(id, context);
  }

  /** The Undo of a delete. */
  @CommandEndpoint({ post: 'restore/by/id/:id', access: 'admin' })
  restore(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.commands.execute(new RestoreStockCommand({ stockId: id }, context));
  }
}
