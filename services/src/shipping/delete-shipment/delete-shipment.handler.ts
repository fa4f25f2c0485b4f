import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import type { UseCase } from '../../platform/write-model/use-case';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { UseCases } from '../../platform/write-model/use-cases';
import { ParcelPackages } from '../parcel-packages';
import { deleteShipment, type ShipmentDeletion } from './delete-shipment.use-case';

type Deletion = { shipmentId: number };
export class DeleteShipmentCommand extends Command<Deletion> {}

@CommandHandler(DeleteShipmentCommand)
export class DeleteShipmentHandler extends UseCaseHandler<Deletion, Deletion, ShipmentDeletion> {
  protected readonly useCase: UseCase<Deletion, ShipmentDeletion>;
  protected input = (deletion: Deletion) => deletion;
  protected idOf = (record: ShipmentDeletion) => record.shipmentId;

  constructor(useCases: UseCases, packages: ParcelPackages) {
    super(useCases);
    this.useCase = deleteShipment(packages);
  }
}
