import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PlaceOrder, CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { stockPlanFor } from './stock-plan';
import { OrderChecks } from './order-checks';
import { checkType, customerFor, termsOf } from './order-terms';
import { PlaceOrderWorkflow } from './place-order.workflow';
import { recordedPlan } from './stock-steps';

export class PlaceOrderCommand extends Command<{ input: PlaceOrder; user: AuthenticatedUser }> {}

@CommandHandler(PlaceOrderCommand)
export class PlaceOrderHandler implements ICommandHandler<PlaceOrderCommand, CommandReceipt> {
  constructor(
    private readonly checks: OrderChecks,
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly workflow: PlaceOrderWorkflow,
  ) {}

  async execute({ data: { input, user }, context }: PlaceOrderCommand): Promise<CommandReceipt> {
    checkType(input, user);
    const customerId = await customerFor(input, user, this.aggregates);
    await this.checks.checkDeliveryAddress(input.deliveryAddressId, customerId);
    const vndPerUsd = await this.checks.rateFor(null);
    const lines = await this.checks.linesOf(input, user, vndPerUsd);
    const terms = termsOf(input, user, customerId, lines, vndPerUsd);
    const plan = stockPlanFor(input.typeId, lines);
    await this.checks.checkAvailable(plan, lines);
    const orderId = await this.ids.next('order', context);
    const stock = lines.map(({ productId, warehouseId }) => ({ productId, warehouseId }));
    const position = await this.workflow.run({ orderId, plan: recordedPlan(plan), lines: stock }, { orderId, ...terms }, context);
    return { id: orderId, position: position.toString() };
  }
}
