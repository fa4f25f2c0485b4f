import { Injectable } from '@nestjs/common';
import { orderStream, type Warehouse } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { streamStep, type WorkflowPlan, type WorkflowStep } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { orderDecider } from './order.decider';
import { OrderShipmentGroups } from './order-shipment-groups';
import { StockSteps, type RecordedPlan } from './stock-steps';

/** What a run records: the decision, the stock the order gives back, and the group it leaves. */
export interface OrderStockRemoval {
  orderId: number;
  /** Delete the order, or unhold it to this warehouse. */
  decision: { type: 'DeleteOrder' } | { type: 'UnholdOrder'; warehouseId: Warehouse };
  release: RecordedPlan;
  shipmentGroupId: number | null;
}

/**
 * A deleted or unheld order: the decision is recorded first, then its stock goes back (to the
 * chosen warehouse when unheld) and a deleted order leaves its shipment group.
 */
@Injectable()
export class RemoveOrderStockWorkflow extends ProvidedWorkflow<OrderStockRemoval> {
  readonly name = 'remove-order-stock';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly stock: StockSteps,
    private readonly groups: OrderShipmentGroups,
  ) {
    super(workflows, aggregates);
  }

  plan({ orderId, decision, release, shipmentGroupId }: OrderStockRemoval): WorkflowPlan {
    const command =
      decision.type === 'DeleteOrder'
        ? { type: 'DeleteOrder' as const, data: { orderId } }
        : { type: 'UnholdOrder' as const, data: { orderId, warehouseId: decision.warehouseId } };
    const leave: WorkflowStep[] = shipmentGroupId === null ? [] : [this.groups.departure(shipmentGroupId, orderId)];
    return {
      before: [],
      pivot: streamStep(this.aggregates, 'record', orderStream(orderId), orderDecider, command),
      after: [...this.stock.releases(orderId, release), ...leave],
    };
  }
}
