import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seededOptionId, type addShipmentSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { decideShipment, shipmentDecider } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';
import { AddShipmentWorkflow } from './add-shipment.workflow';

export class AddShipmentCommand extends Command<{ input: z.output<typeof addShipmentSchema> }> {}

/**
 * A new shipment, status New: checked in full before anything is written, then its tracking number
 * is claimed, it joins its group, and it is recorded (`AddShipmentWorkflow`).
 */
@CommandHandler(AddShipmentCommand)
export class AddShipmentHandler implements ICommandHandler<AddShipmentCommand, CommandReceipt> {
  constructor(
    private readonly ids: IdAllocator,
    private readonly links: ShipmentLinks,
    private readonly workflow: AddShipmentWorkflow,
  ) {}

  async execute({ data: { input }, context }: AddShipmentCommand): Promise<CommandReceipt> {
    const { parcels, ...details } = input;
    const typeId = await this.links.groupType(details.groupId);
    const statusId = seededOptionId('shipmentStatus', 'New');
    const create = (shipmentId: number) => ({ shipmentId, statusId, typeId, details, parcels });
    decideShipment({ type: 'CreateShipment', data: create(0) }, shipmentDecider.initialState);
    await this.links.requireReferences(details);
    await this.links.requireTrackingFree(details.mtlTracking, null);
    const shipmentId = await this.ids.next('shipment', context);
    const position = await this.workflow.run({ shipmentId, groupId: details.groupId, mtlTracking: details.mtlTracking }, create(shipmentId), context);
    return { id: shipmentId, position: position.toString() };
  }
}
