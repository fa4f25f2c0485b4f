import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canAccess, orderStream, type PlaceOrder, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider, type OrderCommand } from './order.decider';
import { planDifference, stockPlanFor } from './stock-plan';
import { OrderShipmentGroups } from './order-shipment-groups';
import { OrderSaga } from './order-saga';
import { checkType, customerFor, termsOf } from './order-terms';
export class ReviseOrderCommand extends Command<{ orderId: number; input: PlaceOrder; user: AuthenticatedUser }> {}

@CommandHandler(ReviseOrderCommand)
export class ReviseOrderHandler implements ICommandHandler<ReviseOrderCommand, CommandReceipt> {
  constructor(
    private readonly saga: OrderSaga,
    private readonly aggregates: AggregateRepository,
    private readonly groups: OrderShipmentGroups,
  ) {}

  /** The order rebuilt from the new lines: only the difference in stock is reserved or released. */
  async execute({ data: { orderId, input, user }, context }: ReviseOrderCommand): Promise<CommandReceipt> {
    const order = await this.saga.loadOrder(orderId, user);
    checkType(input, user);
    const customerId = canAccess('admin', user) && input.customerId !== null ? await customerFor(input, user, this.aggregates) : order.terms.customerId;
    await this.saga.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const lines = await this.saga.linesOf(input, user);
    const terms = termsOf(input, user, customerId, lines);
    const revise: OrderCommand = { type: 'ReviseOrder', data: { orderId, ...terms }, by: { staff: canAccess('admin', user), groupDeparted: order.shipmentGroupId !== null && (await this.groups.departed(order.shipmentGroupId)) } };
    // Decided on the order as loaded before any stock moves (and again on its stream when recorded).
    orderDecider.decide(revise, order);
    const { reserve, release } = planDifference(stockPlanFor(order.typeId, order.terms.lines), stockPlanFor(input.typeId, lines));
    await this.saga.checkAvailable(reserve, lines);
    await this.saga.reserve(orderId, reserve, lines, context);
    await this.saga.release(orderId, release, context);
    const { position } = await this.aggregates.execute(orderStream(orderId), orderDecider, revise, context);
    return { id: orderId, position: position.toString() };
  }
}
