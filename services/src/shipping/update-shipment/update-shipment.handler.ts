import { CommandHandler } from '@nestjs/cqrs';
import { today, type updateShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../../platform/write-model/command';
import type { UseCase } from '../../platform/write-model/use-case';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { UseCases } from '../../platform/write-model/use-cases';
import { ParcelPackages } from '../parcel-packages';
import { updateShipment, type DatedShipmentChange, type ShipmentChange, type ShipmentMove } from './update-shipment.use-case';

/** The shipment form's save, and a scanned label added to a shipment group: one use case. */
export class UpdateShipmentCommand extends Command<ShipmentChange> {}

/** The form's save, as the command names it. */
export const formSaved = (input: z.output<typeof updateShipmentSchema>): ShipmentChange => ({ kind: 'form', input });

@CommandHandler(UpdateShipmentCommand)
export class UpdateShipmentHandler extends UseCaseHandler<ShipmentChange, DatedShipmentChange, ShipmentMove> {
  protected readonly useCase: UseCase<DatedShipmentChange, ShipmentMove>;
  protected input = (change: ShipmentChange): DatedShipmentChange => ({ ...change, today: today() });
  protected idOf = (record: ShipmentMove) => record.shipmentId;

  constructor(useCases: UseCases, packages: ParcelPackages) {
    super(useCases);
    this.useCase = updateShipment(packages);
  }
}
