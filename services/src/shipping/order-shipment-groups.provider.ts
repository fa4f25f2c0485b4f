import { Injectable } from '@nestjs/common';
import { seededOptionId, shipmentGroupStream } from '@cargo/contracts';
import { OrderShipmentGroups } from '../ordering/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { WorkflowStep } from '../platform/write-model/workflow';
import { shipmentGroupDecider } from './shipment-group.decider';
import { ShipmentLinks } from './shipment-links';

/** Shipping's answers to ordering's questions about the groups its orders travel with, from the groups' streams. */
@Injectable()
export class ShipmentGroupsForOrders extends OrderShipmentGroups {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly links: ShipmentLinks,
  ) {
    super();
  }

  async departed(groupId: number): Promise<boolean> {
    const { state } = await this.aggregates.load(shipmentGroupStream(groupId), shipmentGroupDecider);
    return state.status === 'active' && state.statusId !== seededOptionId('shipmentGroupStatus', 'New');
  }

  departure(groupId: number, orderId: number): WorkflowStep {
    return this.links.departure(groupId, { kind: 'order', id: orderId });
  }
}
