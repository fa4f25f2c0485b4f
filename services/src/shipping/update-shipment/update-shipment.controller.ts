import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { moveShipmentSchema, updateShipmentSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { formSaved, UpdateShipmentCommand } from './update-shipment.handler';

/** Update Shipment: the form, and a scanned label moved to a group. Staff only. */
@ApiTags('shipment')
@Controller('shipment')
export class UpdateShipmentController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateShipmentSchema })
  @ApiOperation({
    description:
      'Fields, status and parcels in one save: a parcel without id is added, a saved one with isActive false is removed softly, and restored with isActive true.',
  })
  update(@Body(new SchemaPipe(updateShipmentSchema)) body: z.output<typeof updateShipmentSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateShipmentCommand(formSaved(body), context));
  }

  /** The label scanner: a scanned shipment into another group. */
  @CommandEndpoint({ post: 'move/to/group', access: 'admin', body: moveShipmentSchema })
  @ApiOperation({
    description:
      "Saves the shipment as it stands with another group: its type follows the group (Air zeroes pallets, Sea zeroes weight), so a shipment without the measure the group's type shows is refused with that field named.",
  })
  moveToGroup(@Body(new SchemaPipe(moveShipmentSchema)) body: z.output<typeof moveShipmentSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateShipmentCommand({ kind: 'group', shipmentId: body.id, groupId: body.groupId }, context));
  }
}
