import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { orderStream, type Warehouse, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { orderDecider } from './order.decider';
import { stockPlanFor, unholdPlan } from './stock-plan';
import { OrderChecks } from './order-checks';
import { RemoveOrderStockWorkflow } from './remove-order-stock.workflow';
import { recordedPlan } from './stock-steps';

export class UnholdOrderCommand extends Command<{ orderId: number; warehouseId: Warehouse; user: AuthenticatedUser }> {}

@CommandHandler(UnholdOrderCommand)
export class UnholdOrderHandler implements ICommandHandler<UnholdOrderCommand, CommandReceipt> {
  constructor(
    private readonly checks: OrderChecks,
    private readonly aggregates: AggregateRepository,
    private readonly workflow: RemoveOrderStockWorkflow,
  ) {}

  /** OrderUnheld: the held units go back to the chosen warehouse and the order becomes Stale. */
  async execute({ data: { orderId, warehouseId, user }, context }: UnholdOrderCommand): Promise<CommandReceipt> {
    const order = await this.checks.loadOrder(orderId, user);
    await this.aggregates.check(orderStream(orderId), orderDecider, { type: 'UnholdOrder', data: { orderId, warehouseId } });
    const release = recordedPlan(unholdPlan(stockPlanFor(order.typeId, order.terms.lines), warehouseId));
    return {
      id: orderId,
      position: (
        await this.workflow.run({ orderId, decision: { type: 'UnholdOrder', warehouseId }, release, shipmentGroupId: null }, null, context)
      ).toString(),
    };
  }
}
