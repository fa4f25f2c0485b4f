import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addStockSchema, updateStockSchema, type StockReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import { AddStockCommand } from './add-stock.handler';
import { UpdateStockCommand } from './update-stock.handler';

/** Add Stock and a stock row's save: staff only. */
@ApiTags('stock')
@Controller('stock')
export class SaveStockRowController {
  constructor(private readonly commands: CommandBus) {}

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
}
