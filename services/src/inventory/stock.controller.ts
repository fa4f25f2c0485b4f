import { Body, Controller, Get, Param, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { addStockSchema, updateStockSchema, type StockReceipt } from '@cargo/contracts';
import type { Filter } from '@cargo/projections';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { Access } from '../platform/http/access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { ApiReadModel } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe, parseBooleanParam } from '../platform/http/validation';
import { AddStockCommand } from './add-stock.handler';
import { RemoveStockCommand } from './remove-stock.handler';
import { UpdateStockCommand } from './update-stock.handler';
import { StockQueries } from './stock.queries';


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

  @Get('get')
  @Access('admin')
  @ApiReadModel()
  @ApiQuery({ name: 'isActive', required: false, enum: ['true', 'false'], description: 'Active or Inactive tab; all rows when absent' })
  list(@Query('isActive') isActive?: string) {
    const active = parseBooleanParam(isActive, 'isActive');
    const filter: Filter = active === null ? {} : { isActive: active };
    return this.queries.list(filter);
  }

  @Get('get/by/product/id/:id')
  @Access('admin')
  @ApiReadModel()
  byProduct(@Param('id', IdPipe) id: number) {
    return this.queries.list({ productId: id });
  }

  @Get('get/by/vendor/id/:id')
  @Access('admin')
  @ApiReadModel()
  byVendor(@Param('id', IdPipe) id: number) {
    return this.queries.list({ vendorId: id });
  }

  @CommandEndpoint({ get: 'delete/by/id/:id', access: 'admin' })
  delete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.commands.execute(new RemoveStockCommand({ stockId: id }, context));
  }

  @CommandEndpoint({ delete: 'delete/by/id/:id', access: 'admin' })
  deleteByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.delete(id, context);
  }
}
