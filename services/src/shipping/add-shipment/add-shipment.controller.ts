import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addShipmentSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { AddShipmentCommand } from './add-shipment.handler';

/** Add Shipment: staff only. */
@ApiTags('shipment')
@Controller('shipment')
export class AddShipmentController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'add', access: 'admin', body: addShipmentSchema })
  @ApiOperation({
    description:
      "Status starts New. The type follows the group: Air zeroes pallets, Sea zeroes weight. A tracking number another shipment holds is refused (409, 'Repeated tracking # under shipment list').",
  })
  add(@Body(new SchemaPipe(addShipmentSchema)) body: z.output<typeof addShipmentSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddShipmentCommand({ input: body }, context));
  }
}
