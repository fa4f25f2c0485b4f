import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, shipmentStream, type CommandReceipt, type updateShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { decideShipment, shipmentDecider } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';
import { UpdateShipmentWorkflow } from './update-shipment.workflow';

export class UpdateShipmentCommand extends Command<{ input: z.output<typeof updateShipmentSchema> }> {}

/**
 * Saves the shipment form: fields, status and parcels in one decision, checked before anything is
 * written; `UpdateShipmentWorkflow` moves its tracking number and group.
 */
@CommandHandler(UpdateShipmentCommand)
export class UpdateShipmentHandler implements ICommandHandler<UpdateShipmentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
    private readonly workflow: UpdateShipmentWorkflow,
  ) {}

  async execute({ data: { input }, context }: UpdateShipmentCommand): Promise<CommandReceipt> {
    const { id: shipmentId, statusId, parcels, ...details } = input;
    const { state } = await this.aggregates.load(shipmentStream(shipmentId), shipmentDecider);
    if (state.status !== 'active') throw notFound('shipping.shipmentNotFound');
    const typeId = await this.links.groupType(details.groupId);
    const update = { type: 'UpdateShipment' as const, data: { shipmentId, statusId, typeId, details, parcels } };
    decideShipment(update, state);
    await this.links.requireReferences(details, { statusId, previous: state.statusId });
    await this.links.requireTrackingFree(details.mtlTracking, shipmentId);
    const { groupId, mtlTracking } = state.shipment;
    const move = { shipmentId, previous: { groupId, mtlTracking }, next: { groupId: details.groupId, mtlTracking: details.mtlTracking } };
    const position = await this.workflow.run(move, update.data, context);
    return { id: shipmentId, position: position.toString() };
  }
}
