import { Injectable } from '@nestjs/common';
import { shipmentStream, type ShipmentEvent } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { recordedBy, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { shipmentDecider } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';

/** Deletes a shipment (refused once invoiced); then it leaves the group and frees the tracking number its deletion recorded. */
@Injectable()
export class DeleteShipmentWorkflow extends ProvidedWorkflow<{ shipmentId: number }> {
  readonly name = 'delete-shipment';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {
    super(workflows, aggregates);
  }

  plan({ shipmentId }: { shipmentId: number }): WorkflowPlan {
    const member = { kind: 'shipment', id: shipmentId } as const;
    return {
      before: [],
      pivot: streamStep(this.aggregates, 'record', shipmentStream(shipmentId), shipmentDecider, { type: 'DeleteShipment', data: { shipmentId } }),
      after: (pivot) =>
        recordedBy<ShipmentEvent>(pivot).flatMap((event) =>
          event.type === 'ShipmentDeleted'
            ? [this.links.departure(event.data.shipment.groupId, member), ...this.links.trackingRelease(event.data.shipment.mtlTracking, shipmentId)]
            : [],
        ),
    };
  }
}
