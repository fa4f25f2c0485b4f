import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { latest, runSteps } from '../platform/write-model/steps';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { orderDecider } from '../ordering/public';
import { ShipmentLinks } from './shipment-links';

export class AddOrderToShipmentGroupCommand extends Command<{ orderId: number; shipmentGroupId: number }> {}

/**
 * The order list's Add to Shipment Group: the order joins the group (refused for Stale orders and
 * missing groups before anything is written), then leaves the group it was in.
 */
@CommandHandler(AddOrderToShipmentGroupCommand)
export class AddOrderToShipmentGroupHandler implements ICommandHandler<AddOrderToShipmentGroupCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {}

  async execute({ data: { orderId, shipmentGroupId }, context }: AddOrderToShipmentGroupCommand): Promise<CommandReceipt> {
    const addition = { type: 'AddToShipmentGroup' as const, data: { orderId, shipmentGroupId } };
    await this.aggregates.check(orderStream(orderId), orderDecider, addition);
    await this.links.groupType(shipmentGroupId);
    const { state } = await this.aggregates.load(orderStream(orderId), orderDecider);
    if (state.status === 'placed' && state.shipmentGroupId === shipmentGroupId) return { id: orderId, position: (await this.aggregates.execute(orderStream(orderId), orderDecider, addition, context)).position.toString() };
    const member = { kind: 'order', id: orderId } as const;
    let previousGroupId: number | null = null;
    const joined = await runSteps([
      { run: () => this.links.join(shipmentGroupId, member, context), undo: () => this.links.leave(shipmentGroupId, member, context) },
      {
        run: async () => {
          const { events, position } = await this.aggregates.execute(orderStream(orderId), orderDecider, addition, context);
          // Nothing recorded: it was in this group already, so the join above is taken back.
          if (events.length === 0) throw new AlreadyInGroup(position);
          for (const event of events) if (event.type === 'OrderAddedToShipmentGroup') previousGroupId = event.data.previousGroupId;
          return position;
        },
      },
    ]).catch((error: unknown) => {
      if (error instanceof AlreadyInGroup) return error.position;
      throw error;
    });
    const left = previousGroupId === null ? 0n : await this.links.leave(previousGroupId, member, context);
    return { id: orderId, position: latest(joined, left).toString() };
  }
}

class AlreadyInGroup extends Error {
  constructor(readonly position: bigint) {
    super('The order is in this group already');
  }
}
