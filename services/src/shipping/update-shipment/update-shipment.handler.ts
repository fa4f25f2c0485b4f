import { CommandHandler } from '@nestjs/cqrs';
import type { updateShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { updateShipment, type ShipmentChange, type ShipmentMove } from './update-shipment.use-case';

export class UpdateShipmentCommand extends Command<{ input: z.output<typeof updateShipmentSchema> }> {}
/** A scanned label added to a shipment group. */
export class MoveShipmentCommand extends Command<{ shipmentId: number; groupId: number }> {}

@CommandHandler(UpdateShipmentCommand)
export class UpdateShipmentHandler extends UseCaseHandler<UpdateShipmentCommand['data'], ShipmentChange, ShipmentMove> {
  protected readonly useCase = updateShipment;
  protected input = ({ input }: UpdateShipmentCommand['data']): ShipmentChange => ({ kind: 'form', input });
  protected idOf = (record: ShipmentMove) => record.shipmentId;
}

@CommandHandler(MoveShipmentCommand)
export class MoveShipmentHandler extends UseCaseHandler<MoveShipmentCommand['data'], ShipmentChange, ShipmentMove> {
  protected readonly useCase = updateShipment;
  protected input = (move: MoveShipmentCommand['data']): ShipmentChange => ({ kind: 'group', ...move });
  protected idOf = (record: ShipmentMove) => record.shipmentId;
}
