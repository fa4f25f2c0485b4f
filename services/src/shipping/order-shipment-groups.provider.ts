import { Injectable } from '@nestjs/common';
import { seededOptionId, shipmentGroupStream } from '@cargo/contracts';
import { OrderShipmentGroups } from '../ordering/public';
import { streamCommand, streamRead, type StreamCommand, type StreamRead } from '../platform/write-model/use-case';
import { shipmentGroupDecider, type ShipmentGroupState } from './shipment-group.decider';

const groupRead = (groupId: number) => streamRead(shipmentGroupStream(groupId), shipmentGroupDecider);

/** Shipping's answers to ordering's questions about the groups its orders travel with, from the groups' streams. */
@Injectable()
export class ShipmentGroupsForOrders extends OrderShipmentGroups {
  group(groupId: number): StreamRead {
    return groupRead(groupId);
  }

  departed(group: unknown): boolean {
    const state = group as ShipmentGroupState;
    return state.status === 'active' && state.statusId !== seededOptionId('shipmentGroupStatus', 'New');
  }

  departure(groupId: number, orderId: number): StreamCommand {
    return streamCommand('leave-group', groupRead(groupId), { type: 'LeaveShipmentGroup', data: { groupId, member: { kind: 'order', id: orderId } } });
  }
}
