import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addStockGroupSchema,
  addStockSchema,
  stockGroupPaymentStatusSchema,
  stockGroupQuerySchema,
  stockQuerySchema,
  updateStockSchema,
  type CommandReceipt,
  type Page,
  type StockGroupListRow,
  type StockGroupReceipt,
  type StockListRow,
  type StockReceipt,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AddStockGroupCommand } from './add-stock-group/add-stock-group.handler';
import { AddStockCommand } from './save-stock-row/add-stock.handler';
import { RemoveStockCommand } from './remove-stock.handler';
import { RestoreStockCommand } from './restore-stock.handler';
import { UpdateStockCommand } from './save-stock-row/update-stock.handler';
import { DeleteStockGroupCommand } from './delete-stock-group/delete-stock-group.handler';
import { SetStockGroupPaymentStatusCommand } from './set-stock-group-payment-status.handler';
import { StockQueries, type StockQuery } from './stock.queries';
import { Restorable } from '../platform/http/record-removal.endpoints';

@ApiTags('stock')
@Controller('stock')
export class StockController extends Restorable<StockReceipt>({
  access: 'admin',
  remove: (id, context) => new RemoveStockCommand({ stockId: id }, context),
  restore: (id, context) => new RestoreStockCommand({ stockId: id }, context),
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: StockQueries,
  ) {
    super();
  }

  @CommandEndpoint({ post: 'add', access: 'admin', body: addStockSchema })
  add(@Body(new SchemaPipe(addStockSchema)) body: z.output<typeof addStockSchema>, @Ctx() context: CommandContext): Promise<StockReceipt> {
    const { productId, ...stock } = body;
    return this.commands.execute(new AddStockCommand({ productId, stock }, context));
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateStockSchema })
  @ApiOperation({
    description:
      "The stock row as it should be ({ id, ...its fields }), in place of the spec's { oldStock, newStock }: what the row was is read from its own stream, never taken from the caller (a stale oldStock would undo another's edit).",
  })
  update(@Body(new SchemaPipe(updateStockSchema)) body: z.output<typeof updateStockSchema>, @Ctx() context: CommandContext): Promise<StockReceipt> {
    const { id, ...stock } = body;
    return this.commands.execute(new UpdateStockCommand({ stockId: id, stock }, context));
  }

  @CommandEndpoint({ post: 'add/group', access: 'admin', body: addStockGroupSchema })
  addGroup(@Body(new SchemaPipe(addStockGroupSchema)) body: z.output<typeof addStockGroupSchema>, @Ctx() context: CommandContext): Promise<StockGroupReceipt> {
    return this.commands.execute(new AddStockGroupCommand(body, context));
  }

  @QueryEndpoint({ get: 'get', access: 'admin' })
  list(@QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  byId(@Param('id', IdPipe) id: number): Promise<StockListRow> {
    return this.queries.byId(id);
  }

  @QueryEndpoint({ get: 'get/by/product/id/:id', access: 'admin' })
  byProduct(@Param('id', IdPipe) id: number, @QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page({ ...query, productId: id });
  }

  /** The stock purchases (the stock form's groups), newest first. */
  @QueryEndpoint({ get: 'get/group', access: 'admin' })
  groups(@QuerySchema(stockGroupQuerySchema) query: z.output<typeof stockGroupQuerySchema>): Promise<Page<StockGroupListRow>> {
    return this.queries.groups(query);
  }

  @QueryEndpoint({ get: 'get/group/by/id/:id', access: 'admin' })
  group(@Param('id', IdPipe) id: number): Promise<StockGroupListRow> {
    return this.queries.group(id);
  }

  @CommandEndpoint({ post: 'update/group/payment/status', access: 'admin', body: stockGroupPaymentStatusSchema })
  setGroupPaymentStatus(
    @Body(new SchemaPipe(stockGroupPaymentStatusSchema)) body: z.output<typeof stockGroupPaymentStatusSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
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
  @QueryEndpoint({ get: 'get/by/vendor/id/:id', access: 'admin' })
  byVendor(@Param('id', IdPipe) id: number, @QuerySchema(stockQuerySchema) query: StockQuery): Promise<Page<StockListRow>> {
    return this.queries.page({ ...query, vendorId: id });
  }
}
