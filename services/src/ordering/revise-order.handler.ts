import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { canAccess, type PlaceOrder, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider, type OrderCommand } from './order.decider';
import { planDifference, stockPlanFor } from './stock-plan';
import { OrderShipmentGroups } from './order-shipment-groups';
import { OrderChecks } from './order-checks';
import { ReviseOrderWorkflow } from './revise-order.workflow';
import { recordedPlan } from './stock-steps';
import { checkType, customerFor, termsOf } from './order-terms';
export class ReviseOrderCommand extends Command<{ orderId: number; input: PlaceOrder; user: AuthenticatedUser }> {}

@CommandHandler(ReviseOrderCommand)
export class ReviseOrderHandler implements ICommandHandler<ReviseOrderCommand, CommandReceipt> {
  constructor(
    private readonly checks: OrderChecks,
    private readonly aggregates: AggregateRepository,
    private readonly groups: OrderShipmentGroups,
    private readonly workflow: ReviseOrderWorkflow,
  ) {}

  /** The order rebuilt from the new lines: only the difference in stock is reserved or released (`ReviseOrderWorkflow`). */
  async execute({ data: { orderId, input, user }, context }: ReviseOrderCommand): Promise<CommandReceipt> {
    const order = await this.checks.loadOrder(orderId, user);
    checkType(input, user);
    const customerId = canAccess('admin', user) && input.customerId !== null ? await customerFor(input, user, this.aggregates) : order.terms.customerId;
    await this.checks.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const vndPerUsd = await this.checks.rateFor(order);
    // Its lines keep the prices the order recorded, unless staff type another or the currency changes.
    const lines = await this.checks.linesOf(input, user, vndPerUsd, input.currencyId === order.terms.currencyId ? order.terms.lines : []);
    const terms = termsOf(input, user, customerId, lines, vndPerUsd);
    const revise: OrderCommand = {
      type: 'ReviseOrder',
      data: { orderId, ...terms },
      by: { staff: canAccess('admin', user), groupDeparted: order.shipmentGroupId !== null && (await this.groups.departed(order.shipmentGroupId)) },
    };
    // Decided on the order as loaded before any stock moves (and again on its stream when recorded).
    orderDecider.decide(revise, order);
    const { reserve, release } = planDifference(stockPlanFor(order.typeId, order.terms.lines), stockPlanFor(input.typeId, lines));
    await this.checks.checkAvailable(reserve, lines);
    const stock = lines.map(({ productId, warehouseId }) => ({ productId, warehouseId }));
    const position = await this.workflow.run({ orderId, reserve: recordedPlan(reserve), release: recordedPlan(release), lines: stock }, revise, context);
    return { id: orderId, position: position.toString() };
  }
}
