import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { addStockSchema, updateStockSchema, type StockReceipt } from '@cargo/contracts';
import type { Filter } from '@cargo/projections';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { Access } from '../platform/http/access';
import { CommandRoute } from '../platform/http/idempotency';
import { ApiCommand, ApiReadModel, ApiSchemaBody } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe, parseBooleanParam } from '../platform/http/validation';
import { AddStockCommand } from './add-stock.handler';
import { RemoveStockCommand } from './remove-stock.handler';
import { UpdateStockCommand } from './update-stock.handler';
import { StockQueries } from './stock.queries';

const receipt = { id: { type: 'integer' }, productId: { type: 'integer' }, usQuantity: { type: 'integer', description: "The product's US quantity after the command" } };

@ApiTags('stock')
@Controller('stock')
export class StockController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: StockQueries,
  ) {}

  @Post('add')
  @Access('admin')
  @CommandRoute()
  @ApiSchemaBody(addStockSchema)
  @ApiCommand(receipt)
  add(@Body(new SchemaPipe(addStockSchema)) body: z.output<typeof addStockSchema>, @Ctx() context: CommandContext): Promise<StockReceipt> {
    const { productId, ...stock } = body;
    return this.commands.execute(new AddStockCommand(productId, stock, context));
  }

  @Post('update')
  @Access('admin')
  @CommandRoute()
  @ApiSchemaBody(updateStockSchema)
  @ApiCommand(receipt)
  update(@Body(new SchemaPipe(updateStockSchema)) body: z.output<typeof updateStockSchema>, @Ctx() context: CommandContext): Promise<StockReceipt> {
    const { id, ...stock } = body;
    return this.commands.execute(new UpdateStockCommand(id, stock, context));
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

  @Get('delete/by/id/:id')
  @Access('admin')
  @CommandRoute()
  @ApiCommand(receipt)
  delete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.commands.execute(new RemoveStockCommand(id, context));
  }

  @Delete('delete/by/id/:id')
  @Access('admin')
  @CommandRoute()
  @ApiCommand(receipt)
  deleteByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<StockReceipt> {
    return this.delete(id, context);
  }
}
