import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Removable } from '../../platform/http/record-removal.endpoints';
import { DeleteShipmentCommand } from './delete-shipment.handler';

/** Delete Shipment (the spec's GET and its DELETE twin): staff only. */
@ApiTags('shipment')
@Controller('shipment')
export class DeleteShipmentController extends Removable({ access: 'admin', remove: (id, context) => new DeleteShipmentCommand({ shipmentId: id }, context) }) {
  constructor(readonly commands: CommandBus) {
    super();
  }
}
