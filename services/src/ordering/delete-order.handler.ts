import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { latest } from '../platform/write-model/positions';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider } from './order.decider';
import { stockPlanFor } from './stock-plan';
import { OrderShipmentGroups } from './order-shipment-groups';
import { OrderSaga } from './order-saga';
export class DeleteOrderCommand extends Command<{ orderId: number; user: AuthenticatedUser }> {}

@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
    private readonly groups: OrderShipmentGroups,
  ) {}

  /** The decision is recorded first, then the order's stock goes back and it leaves its shipment group. */
  async execute({ data: { orderId, user }, context }: DeleteOrderCommand): Promise<CommandReceipt> {
    const order = await this.saga.loadOrder(orderId, user);
    const deleted = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'DeleteOrder', data: { orderId } }, context);
    const released = await this.saga.release(orderId, stockPlanFor(order.typeId, order.terms.lines), context);
    const left = order.shipmentGroupId === null ? 0n : await this.groups.leave(order.shipmentGroupId, orderId, context);
    return { id: orderId, position: latest(deleted.position, released, left).toString() };
  }
}
