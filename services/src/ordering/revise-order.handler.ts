import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canAccess, conflict, orderStream, type PlaceOrder, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider } from './order.decider';
import { planDifference, stockPlanFor } from './stock-plan';

import { OrderSaga } from './order-saga';
import { checkType, customerFor, termsOf } from './order-terms';
export class ReviseOrderCommand extends Command<{ orderId: number; input: PlaceOrder; user: AuthenticatedUser }> {}

@CommandHandler(ReviseOrderCommand)
export class ReviseOrderHandler implements ICommandHandler<ReviseOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** The order rebuilt from the new lines: only the difference in stock is reserved or released. */
  async execute({ data: { orderId, input, user }, context }: ReviseOrderCommand): Promise<CommandReceipt> {
    const order = await this.saga.loadOrder(orderId, user);
    if (order.typeId === 'Stale') throw conflict('ordering.staleCannotChange');
    checkType(input, user);
    const customerId = canAccess('admin', user) && input.customerId !== null ? await customerFor(input, user, this.aggregates) : order.terms.customerId;
    await this.saga.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const lines = await this.saga.linesOf(input, user);
    const terms = termsOf(input, user, customerId, lines);
    const { reserve, release } = planDifference(stockPlanFor(order.typeId, order.terms.lines), stockPlanFor(input.typeId, lines));
    await this.saga.checkAvailable(reserve, lines);
    await this.saga.reserve(orderId, reserve, lines, context);
    await this.saga.release(orderId, release, context);
    const { position } = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'ReviseOrder', data: { orderId, ...terms } }, context);
    return { id: orderId, position: position.toString() };
  }
}
