import { Body, Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { addStockGroupSchema, addStockSchema, stockQuerySchema, updateStockSchema, type Page, type StockGroupReceipt, type StockListRow, type StockReceipt } from '@cargo/contracts';
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
