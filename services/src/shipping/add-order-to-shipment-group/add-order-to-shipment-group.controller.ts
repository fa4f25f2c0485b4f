import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { addOrderToShipmentGroupSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import { AddOrderToShipmentGroupCommand } from './add-order-to-shipment-group.handler';

/** Orders joining shipment groups: under the order routes, since the order list offers it, but shipping's to decide. */
@ApiTags('order')
@ApiBearerAuth()
@Controller()
export class AddOrderToShipmentGroupController {
  constructor(private readonly commands: CommandBus) {}

  /** The order list's Add to Shipment Group (refused for Stale orders). */
  @CommandEndpoint({ post: 'order/add/to/shipment/group', access: 'admin', body: addOrderToShipmentGroupSchema })
  addToShipmentGroup(
    @Body(new SchemaPipe(addOrderToShipmentGroupSchema)) body: z.output<typeof addOrderToShipmentGroupSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AddOrderToShipmentGroupCommand(body, context));
  }
}
