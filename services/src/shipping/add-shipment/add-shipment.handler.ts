import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { addShipment, type NewShipment, type ShipmentRequest } from './add-shipment.use-case';

export class AddShipmentCommand extends Command<ShipmentRequest> {}

@CommandHandler(AddShipmentCommand)
export class AddShipmentHandler extends UseCaseHandler<ShipmentRequest, ShipmentRequest, NewShipment> {
  protected readonly useCase = addShipment;
  protected input = (request: ShipmentRequest) => request;
  protected idOf = (record: NewShipment) => record.shipmentId;
}
