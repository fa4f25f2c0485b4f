import { Injectable } from '@nestjs/common';
import { shipmentStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { shipmentDecider, type ShipmentCommand } from './shipment.decider';
import { ShipmentLinks } from './shipment-links';

export type CreateShipment = Extract<ShipmentCommand, { type: 'CreateShipment' }>['data'];

/** What a run records: what it holds besides the shipment (the shipment's fields are personal data, kept only on its own sealed stream). */
export interface NewShipment {
  shipmentId: number;
  groupId: number;
  mtlTracking: string;
}

/** A new shipment: its tracking number is claimed and it joins its group before it is recorded. */
@Injectable()
export class AddShipmentWorkflow extends ProvidedWorkflow<NewShipment, CreateShipment> {
  readonly name = 'add-shipment';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {
    super(workflows, aggregates);
  }

  plan({ shipmentId, groupId, mtlTracking }: NewShipment, shipment: CreateShipment | null): WorkflowPlan {
    return {
      before: [...this.links.trackingClaim(mtlTracking, shipmentId), this.links.membership(groupId, { kind: 'shipment', id: shipmentId })],
      pivot: streamStep(this.aggregates, 'record', shipmentStream(shipmentId), shipmentDecider, () => ({
        type: 'CreateShipment' as const,
        data: livePayload(shipment),
      })),
      after: [],
    };
  }
}
