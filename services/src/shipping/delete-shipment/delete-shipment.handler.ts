import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { deleteShipment } from './delete-shipment.use-case';

type Deletion = { shipmentId: number };
export class DeleteShipmentCommand extends Command<Deletion> {}

@CommandHandler(DeleteShipmentCommand)
export class DeleteShipmentHandler extends UseCaseHandler<Deletion, Deletion, Deletion> {
  protected readonly useCase = deleteShipment;
  protected input = (deletion: Deletion) => deletion;
  protected idOf = (record: Deletion) => record.shipmentId;
}
