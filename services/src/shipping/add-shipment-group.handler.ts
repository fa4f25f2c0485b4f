import { CommandHandler } from '@nestjs/cqrs';
import { seededOptionId, shipmentGroupStream, type ShipmentGroupDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { NewRecordHandler, onStream, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { shipmentGroupDecider } from './shipment-group.decider';

export class AddShipmentGroupCommand extends Command<{ details: ShipmentGroupDetails }> {}

/** A new Air or Sea group, status New. */
@CommandHandler(AddShipmentGroupCommand)
export class AddShipmentGroupHandler extends NewRecordHandler<AddShipmentGroupCommand['data']> {
  protected readonly kind = 'shipmentgroup';

  protected write(groupId: number, { details }: AddShipmentGroupCommand['data']): StreamWrite {
    const statusId = seededOptionId('shipmentGroupStatus', 'New');
    return onStream(shipmentGroupStream(groupId), shipmentGroupDecider, { type: 'AddShipmentGroup', data: { groupId, statusId, details } }, groupId);
  }
}
