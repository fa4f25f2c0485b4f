import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type PlaceOrder, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { orderDecider } from './order.decider';
import { stockPlanFor } from './stock-plan';

import { OrderSaga } from './order-saga';
import { checkType, customerFor, termsOf } from './order-terms';
export class PlaceOrderCommand extends Command<{ input: PlaceOrder; user: AuthenticatedUser }> {}

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { input, user }, context }: PlaceOrderCommand): Promise<CommandReceipt> {
    checkType(input, user);
    const customerId = await customerFor(input, user, this.aggregates);
    await this.saga.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const lines = await this.saga.linesOf(input, user);
    const terms = termsOf(input, user, customerId, lines);
    const plan = stockPlanFor(input.typeId, lines);
    await this.saga.checkAvailable(plan, lines);
    const orderId = await this.ids.next('order', context);
    await this.saga.reserve(orderId, plan, lines, context);
    const { position } = await this.aggregates.execute(orderStream(orderId), orderDecider, { type: 'PlaceOrder', data: { orderId, ...terms } }, context);
    return { id: orderId, position: position.toString() };
  }
}
