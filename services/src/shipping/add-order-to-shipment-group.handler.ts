import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { orderDecider } from '../ordering/public';
import { ShipmentLinks } from './shipment-links';
import { AddOrderToShipmentGroupWorkflow } from './add-order-to-shipment-group.workflow';

export class AddOrderToShipmentGroupCommand extends Command<{ orderId: number; shipmentGroupId: number }> {}

/**
 * The order list's Add to Shipment Group: refused for Stale orders and missing groups before anything
 * is written; an order already in the group writes nothing; else `AddOrderToShipmentGroupWorkflow`.
 */
@CommandHandler(AddOrderToShipmentGroupCommand)
export class AddOrderToShipmentGroupHandler implements ICommandHandler<AddOrderToShipmentGroupCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
    private readonly workflow: AddOrderToShipmentGroupWorkflow,
  ) {}

  async execute({ data: { orderId, shipmentGroupId }, context }: AddOrderToShipmentGroupCommand): Promise<CommandReceipt> {
    const addition = { type: 'AddToShipmentGroup' as const, data: { orderId, shipmentGroupId } };
    await this.aggregates.check(orderStream(orderId), orderDecider, addition);
    await this.links.groupType(shipmentGroupId);
    const { state } = await this.aggregates.load(orderStream(orderId), orderDecider);
    if (state.status === 'placed' && state.shipmentGroupId === shipmentGroupId)
      return { id: orderId, position: (await this.aggregates.execute(orderStream(orderId), orderDecider, addition, context)).position.toString() };
    return { id: orderId, position: (await this.workflow.run({ orderId, shipmentGroupId }, null, context)).toString() };
  }
}
