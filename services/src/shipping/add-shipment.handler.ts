import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seededOptionId, shipmentStream, type addShipmentSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { runSteps } from '../platform/write-model/steps';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { decideShipment, shipmentDecider } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';

export class AddShipmentCommand extends Command<{ input: z.output<typeof addShipmentSchema> }> {}

/**
 * A new shipment, status New: checked in full before anything is written, then its tracking number
 * is claimed, it joins its group, and it is recorded (a refused step undoes the earlier ones).
 */
@CommandHandler(AddShipmentCommand)
export class AddShipmentHandler implements ICommandHandler<AddShipmentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly links: ShipmentLinks,
  ) {}

  async execute({ data: { input }, context }: AddShipmentCommand): Promise<CommandReceipt> {
    const { parcels, ...details } = input;
    const typeId = await this.links.groupType(details.groupId);
    const statusId = seededOptionId('shipmentStatus', 'New');
    const create = (shipmentId: number) => ({ type: 'CreateShipment' as const, data: { shipmentId, statusId, typeId, details, parcels } });
    decideShipment(create(0), shipmentDecider.initialState);
    await this.links.requireReferences(details);
    await this.links.requireTrackingFree(details.mtlTracking, null);
    const shipmentId = await this.ids.next('shipment', context);
    const member = { kind: 'shipment', id: shipmentId } as const;
    const position = await runSteps([
      { run: () => this.links.claimTracking(details.mtlTracking, shipmentId, context), undo: () => this.links.releaseTracking(details.mtlTracking, shipmentId, context) },
      { run: () => this.links.join(details.groupId, member, context), undo: () => this.links.leave(details.groupId, member, context) },
      { run: async () => (await this.aggregates.execute(shipmentStream(shipmentId), shipmentDecider, create(shipmentId), context)).position },
    ]);
    return { id: shipmentId, position: position.toString() };
  }
}
