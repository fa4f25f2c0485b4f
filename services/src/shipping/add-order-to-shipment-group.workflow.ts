import { Injectable } from '@nestjs/common';
import { orderStream, type OrderEvent } from '@cargo/contracts';
import { orderDecider } from '../ordering/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { recordedBy, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { ShipmentLinks } from './shipment-links';

export interface OrderToGroup {
  orderId: number;
  shipmentGroupId: number;
}

/**
 * An order joins a shipment group, the order records it, then it leaves the group it was in (as the
 * order recorded it). When the order records nothing, another request put it in this group a
 * moment ago, and the membership is that one's.
 */
@Injectable()
export class AddOrderToShipmentGroupWorkflow extends ProvidedWorkflow<OrderToGroup> {
  readonly name = 'add-order-to-shipment-group';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {
    super(workflows, aggregates);
  }

  plan({ orderId, shipmentGroupId }: OrderToGroup): WorkflowPlan {
    const member = { kind: 'order', id: orderId } as const;
    return {
      before: [this.links.membership(shipmentGroupId, member)],
      pivot: streamStep(this.aggregates, 'record', orderStream(orderId), orderDecider, { type: 'AddToShipmentGroup', data: { orderId, shipmentGroupId } }),
      after: (pivot) =>
        recordedBy<OrderEvent>(pivot).flatMap((event) =>
          event.type === 'OrderAddedToShipmentGroup' && event.data.previousGroupId !== null ? [this.links.departure(event.data.previousGroupId, member)] : [],
        ),
    };
  }
}
