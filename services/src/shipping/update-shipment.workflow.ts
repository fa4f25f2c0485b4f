import { Injectable } from '@nestjs/common';
import { shipmentStream, trackingKey } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { shipmentDecider, type ShipmentCommand } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';

export type UpdateShipment = Extract<ShipmentCommand, { type: 'UpdateShipment' }>['data'];

/** What a run records: the group and tracking number the shipment had when the form was saved, and those it names. */
export interface ShipmentMove {
  shipmentId: number;
  previous: { groupId: number; mtlTracking: string };
  next: { groupId: number; mtlTracking: string };
}

/** A saved shipment form: a new tracking number is claimed and a new group joined before the change is recorded; the old ones are let go after it. */
@Injectable()
export class UpdateShipmentWorkflow extends ProvidedWorkflow<ShipmentMove, UpdateShipment> {
  readonly name = 'update-shipment';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {
    super(workflows, aggregates);
  }

  plan({ shipmentId, previous, next }: ShipmentMove, update: UpdateShipment | null): WorkflowPlan {
    const member = { kind: 'shipment', id: shipmentId } as const;
    const newTracking = trackingKey(previous.mtlTracking) !== trackingKey(next.mtlTracking);
    const newGroup = previous.groupId !== next.groupId;
    return {
      before: [
        ...(newTracking ? this.links.trackingClaim(next.mtlTracking, shipmentId) : []),
        ...(newGroup ? [this.links.membership(next.groupId, member)] : []),
      ],
      pivot: streamStep(this.aggregates, 'record', shipmentStream(shipmentId), shipmentDecider, () => ({
        type: 'UpdateShipment' as const,
        data: livePayload(update),
      })),
      after: [
        ...(newGroup ? [this.links.departure(previous.groupId, member)] : []),
        ...(newTracking ? this.links.trackingRelease(previous.mtlTracking, shipmentId) : []),
      ],
    };
  }
}
