import {
  conflict,
  notFound,
  seededOptionId,
  type GroupMember,
  type GroupType,
  type ShipmentGroupDetails,
  type ShipmentGroupEvent,
  unhandled,
} from '@cargo/contracts';
import { chunkedDelete, chunkedGet, chunkedSet, emptyChunkedMap, type ChunkedMap } from '../platform/write-model/chunked-map';
import { type Decider, opening } from '../platform/write-model/decider';

export interface ActiveGroup {
  status: 'active';
  groupId: number;
  typeId: GroupType;
  statusId: number;
  /** How many shipments and orders it holds: a group is deleted only when both are 0. */
  shipments: number;
  orders: number;
  /** Which shipments it holds (what "update status by group" changes): kept on its stream, not asked of a read model. */
  shipmentIds: ChunkedMap<true>;
  /** Which orders it holds: joining twice or leaving a group one is not in writes nothing. */
  orderIds: ChunkedMap<true>;
}

export type ShipmentGroupState = { status: 'absent' } | ActiveGroup | { status: 'deleted' };

/** A group has departed once its status moved past New (departed, arrived, closed). */
export const hasDeparted = (state: ShipmentGroupState): boolean => state.status === 'active' && state.statusId !== seededOptionId('shipmentGroupStatus', 'New');

export type ShipmentGroupCommand =
  | { type: 'AddShipmentGroup'; data: { groupId: number; statusId: number; details: ShipmentGroupDetails } }
  | { type: 'UpdateShipmentGroup'; data: { groupId: number; statusId: number; details: ShipmentGroupDetails } }
  | { type: 'JoinShipmentGroup'; data: { groupId: number; member: GroupMember } }
  | { type: 'LeaveShipmentGroup'; data: { groupId: number; member: GroupMember } }
  | { type: 'DeleteShipmentGroup'; data: { groupId: number } };

const isMember = (group: ActiveGroup, member: GroupMember) => chunkedGet(member.kind === 'shipment' ? group.shipmentIds : group.orderIds, member.id) === true;

export function evolveShipmentGroup(state: ShipmentGroupState, event: ShipmentGroupEvent): ShipmentGroupState {
  switch (event.type) {
    case 'ShipmentGroupAdded':
      return {
        status: 'active',
        groupId: event.data.groupId,
        typeId: event.data.details.typeId,
        statusId: event.data.statusId,
        shipments: 0,
        orders: 0,
        shipmentIds: emptyChunkedMap(),
        orderIds: emptyChunkedMap(),
      };
    case 'ShipmentGroupUpdated':
      return state.status === 'active' ? { ...state, typeId: event.data.details.typeId, statusId: event.data.statusId } : state;
    case 'ShipmentGroupJoined':
    case 'ShipmentGroupLeft': {
      if (state.status !== 'active') return state;
      const { member } = event.data;
      const joined = event.type === 'ShipmentGroupJoined';
      if (member.kind === 'order')
        return {
          ...state,
          orders: state.orders + (joined ? 1 : -1),
          orderIds: joined ? chunkedSet(state.orderIds, member.id, true) : chunkedDelete(state.orderIds, member.id),
        };
      return {
        ...state,
        shipments: state.shipments + (joined ? 1 : -1),
        shipmentIds: joined ? chunkedSet(state.shipmentIds, member.id, true) : chunkedDelete(state.shipmentIds, member.id),
      };
    }
    case 'ShipmentGroupDeleted':
      return { status: 'deleted' };
    default:
      return unhandled(event);
  }
}

function active(state: ShipmentGroupState): ActiveGroup {
  if (state.status !== 'active') throw notFound('shipping.groupNotFound');
  return state;
}

export function decideShipmentGroup(command: ShipmentGroupCommand, state: ShipmentGroupState): ShipmentGroupEvent[] {
  switch (command.type) {
    case 'AddShipmentGroup':
      return opening(state, { type: 'ShipmentGroupAdded', data: command.data });
    case 'UpdateShipmentGroup': {
      const group = active(state);
      // Its shipments took their type (and which totals they fill) from it.
      if (command.data.details.typeId !== group.typeId && group.shipments > 0) throw conflict('shipping.groupTypeLocked');
      return [{ type: 'ShipmentGroupUpdated', data: command.data }];
    }
    case 'JoinShipmentGroup':
      return isMember(active(state), command.data.member) ? [] : [{ type: 'ShipmentGroupJoined', data: command.data }];
    case 'LeaveShipmentGroup':
      // Leaving a deleted group cannot happen (it held nothing); leaving twice is a no-op.
      return state.status === 'active' && isMember(state, command.data.member) ? [{ type: 'ShipmentGroupLeft', data: command.data }] : [];
    case 'DeleteShipmentGroup': {
      const group = active(state);
      if (group.shipments > 0 || group.orders > 0) throw conflict('shipping.groupNotEmpty');
      return [{ type: 'ShipmentGroupDeleted', data: command.data }];
    }
    default:
      return unhandled(command);
  }
}

export const shipmentGroupDecider: Decider<ShipmentGroupCommand, ShipmentGroupEvent, ShipmentGroupState> = {
  initialState: { status: 'absent' },
  evolve: evolveShipmentGroup,
  decide: decideShipmentGroup,
};
