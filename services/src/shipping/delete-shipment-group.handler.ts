import { CommandHandler } from '@nestjs/cqrs';
import { shipmentGroupStream } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { onStream, StreamCommandHandler, type StreamWrite } from '../platform/write-model/stream-command.handler';
import { shipmentGroupDecider } from './shipment-group.decider';

export class DeleteShipmentGroupCommand extends Command<{ groupId: number }> {}

/** Only an empty group goes: the group's own stream counts what it holds. */
@CommandHandler(DeleteShipmentGroupCommand)
export class DeleteShipmentGroupHandler extends StreamCommandHandler<DeleteShipmentGroupCommand['data']> {
  protected write({ groupId }: DeleteShipmentGroupCommand['data']): StreamWrite {
    return onStream(shipmentGroupStream(groupId), shipmentGroupDecider, { type: 'DeleteShipmentGroup', data: { groupId } }, groupId);
  }
}
