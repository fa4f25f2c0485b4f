import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { groupShipmentsStatusSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { UpdateGroupShipmentsStatusCommand } from './update-group-shipments-status.handler';

/** Update status by group id: staff only. */
@ApiTags('shipment')
@Controller('shipment')
export class UpdateGroupShipmentsStatusController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'update/status/by/group/id', access: 'admin', body: groupShipmentsStatusSchema })
  @ApiOperation({ description: 'Sets every shipment of the group to this shipmentStatus option.' })
  updateGroupShipmentsStatus(
    @Body(new SchemaPipe(groupShipmentsStatusSchema)) body: z.output<typeof groupShipmentsStatusSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateGroupShipmentsStatusCommand(body, context));
  }
}
