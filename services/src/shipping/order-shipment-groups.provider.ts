import { Injectable } from '@nestjs/common';
import { OrderShipmentGroups } from '../ordering/public';
import type { StreamCommand, StreamRead } from '../platform/write-model/use-case';
import { hasDeparted, type ShipmentGroupState } from './shipment-group.decider';
import { departure, groupRead } from './shipment-links';

/** Shipping's answers to ordering's questions about the groups its orders travel with, from the groups' streams. */
@Injectable()
export class ShipmentGroupsForOrders extends OrderShipmentGroups {
  group(groupId: number): StreamRead {
    return groupRead(groupId);
  }

  departed(group: unknown): boolean {
    return hasDeparted(group as ShipmentGroupState);
  }

  departure(groupId: number, orderId: number): StreamCommand {
    return departure(groupId, { kind: 'order', id: orderId });
  }
}
