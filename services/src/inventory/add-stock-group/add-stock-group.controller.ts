import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { addStockGroupSchema, type StockGroupReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import { AddStockGroupCommand } from './add-stock-group.handler';

/** Add Stock, the stock form's purchase of many lines: staff only. */
@ApiTags('stock')
@Controller('stock')
export class AddStockGroupController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'add/group', access: 'admin', body: addStockGroupSchema })
  addGroup(@Body(new SchemaPipe(addStockGroupSchema)) body: z.output<typeof addStockGroupSchema>, @Ctx() context: CommandContext): Promise<StockGroupReceipt> {
    return this.commands.execute(new AddStockGroupCommand(body, context));
  }
}
