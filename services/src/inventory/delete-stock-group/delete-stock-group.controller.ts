import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type CommandReceipt } from '@cargo/contracts';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { IdPipe } from '../../platform/http/validation';
import { DeleteStockGroupCommand } from './delete-stock-group.handler';

/** Delete a purchase by its stock group id (the spec's GET and its DELETE twin): staff only. */
@ApiTags('stock')
@Controller('stock')
export class DeleteStockGroupController {
  constructor(private readonly commands: CommandBus) {}

  /** Every row of the purchase still in stock is deleted, then the purchase (refused once it is paid). */
  @CommandEndpoint({ get: 'delete/by/stock/group/id/:id', access: 'admin' })
  deleteGroup(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new DeleteStockGroupCommand({ stockGroupId: id }, context));
  }

  @CommandEndpoint({ delete: 'delete/by/stock/group/id/:id', access: 'admin' })
  deleteGroupByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.deleteGroup(id, context);
  }
}
