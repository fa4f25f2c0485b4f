import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider } from './order.decider';
import { stockPlanFor } from './stock-plan';
import { OrderChecks } from './order-checks';
import { RemoveOrderStockWorkflow } from './remove-order-stock.workflow';
import { recordedPlan } from './stock-steps';

export class DeleteOrderCommand extends Command<{ orderId: number; user: AuthenticatedUser }> {}

@CommandHandler(DeleteOrderCommand)
export class DeleteOrderHandler implements ICommandHandler<DeleteOrderCommand, CommandReceipt> {
  constructor(
    private readonly checks: OrderChecks,
    private readonly aggregates: AggregateRepository,
    private readonly workflow: RemoveOrderStockWorkflow,
  ) {}

  /** Refused before anything is written when it cannot be; then the decision is recorded, the order's stock goes back and it leaves its shipment group. */
  async execute({ data: { orderId, user }, context }: DeleteOrderCommand): Promise<CommandReceipt> {
    const order = await this.checks.loadOrder(orderId, user);
    await this.aggregates.check(orderStream(orderId), orderDecider, { type: 'DeleteOrder', data: { orderId } });
    const removal = {
      orderId,
      decision: { type: 'DeleteOrder' as const },
      release: recordedPlan(stockPlanFor(order.typeId, order.terms.lines)),
      shipmentGroupId: order.shipmentGroupId,
    };
    return { id: orderId, position: (await this.workflow.run(removal, null, context)).toString() };
  }
}
