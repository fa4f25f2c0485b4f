import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type Warehouse, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider, type OrderState } from './order.decider';
import { stockPlanFor, unholdPlan } from './stock-plan';

import { OrderSaga } from './order-saga';
export class UnholdOrderCommand extends Command<{ orderId: number; warehouseId: Warehouse; user: AuthenticatedUser }> {}

@CommandHandler(UnholdOrderCommand)
export class UnholdOrderHandler implements ICommandHandler<UnholdOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** OrderUnheld: the held units go back to the chosen warehouse and the order becomes Stale. */
  async execute({ data: { orderId, warehouseId, user }, context }: UnholdOrderCommand): Promise<CommandReceipt> {
    const order: OrderState = await this.saga.loadOrder(orderId, user);
    const unheld = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'UnholdOrder', data: { orderId, warehouseId } }, context);
    const held = order.status === 'placed' ? stockPlanFor(order.typeId, order.terms.lines) : new Map();
    const released = await this.saga.release(orderId, unholdPlan(held, warehouseId), context);
    return { id: orderId, position: (released > unheld.position ? released : unheld.position).toString() };
  }
}
