import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, shipmentStream, trackingKey, type CommandReceipt, type updateShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { latest, runSteps } from '../platform/write-model/steps';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { decideShipment, shipmentDecider } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';

export class UpdateShipmentCommand extends Command<{ input: z.output<typeof updateShipmentSchema> }> {}

/**
 * Saves the shipment form: fields, status and parcels in one decision. A new tracking number is
 * claimed and a new group joined before the change is recorded; the old ones are let go after it.
 */
@CommandHandler(UpdateShipmentCommand)
export class UpdateShipmentHandler implements ICommandHandler<UpdateShipmentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
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
    const before = state.shipment;
    const newTracking = trackingKey(before.mtlTracking) !== trackingKey(details.mtlTracking);
    const newGroup = before.groupId !== details.groupId;
    const member = { kind: 'shipment', id: shipmentId } as const;
    const saved = await runSteps([
      ...(newTracking ? [{ run: () => this.links.claimTracking(details.mtlTracking, shipmentId, context), undo: () => this.links.releaseTracking(details.mtlTracking, shipmentId, context) }] : []),
      ...(newGroup ? [{ run: () => this.links.join(details.groupId, member, context), undo: () => this.links.leave(details.groupId, member, context) }] : []),
      { run: async () => (await this.aggregates.execute(shipmentStream(shipmentId), shipmentDecider, update, context)).position },
    ]);
    const left = newGroup ? await this.links.leave(before.groupId, member, context) : 0n;
    const released = newTracking ? await this.links.releaseTracking(before.mtlTracking, shipmentId, context) : 0n;
    return { id: shipmentId, position: latest(saved, left, released).toString() };
  }
}
