import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shipmentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { latest } from '../platform/write-model/steps';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { shipmentDecider } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';

export class DeleteShipmentCommand extends Command<{ shipmentId: number }> {}

/** Refused once invoiced; afterwards the shipment leaves its group and frees its tracking number. */
@CommandHandler(DeleteShipmentCommand)
export class DeleteShipmentHandler implements ICommandHandler<DeleteShipmentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {}

  async execute({ data: { shipmentId }, context }: DeleteShipmentCommand): Promise<CommandReceipt> {
    const { events, position } = await this.aggregates.execute(shipmentStream(shipmentId), shipmentDecider, { type: 'DeleteShipment', data: { shipmentId } }, context);
    let last = position;
    for (const event of events) {
      if (event.type !== 'ShipmentDeleted') continue;
      const left = await this.links.leave(event.data.shipment.groupId, { kind: 'shipment', id: shipmentId }, context);
      last = latest(last, left, await this.links.releaseTracking(event.data.shipment.mtlTracking, shipmentId, context));
    }
    return { id: shipmentId, position: last.toString() };
  }
}
