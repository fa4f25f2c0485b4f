import type { ShipmentGroupEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { chunkedEntries } from '../platform/write-model/chunked-map';
import { evolveShipmentGroup, shipmentGroupDecider, type ShipmentGroupState } from './shipment-group.decider';

const spec = deciderSpec(shipmentGroupDecider);
const details = { typeId: 'Air' as const, shipmentDate: '2026-11-02' };
const added: ShipmentGroupEvent = { type: 'ShipmentGroupAdded', data: { groupId: 3, statusId: 1, details } };
const shipmentJoined: ShipmentGroupEvent = { type: 'ShipmentGroupJoined', data: { groupId: 3, member: { kind: 'shipment', id: 7 } } };
const orderJoined: ShipmentGroupEvent = { type: 'ShipmentGroupJoined', data: { groupId: 3, member: { kind: 'order', id: 40 } } };

describe('shipment group decider', () => {
  it('deletes an empty group', () => {
    spec
      .given([added])
      .when({ type: 'DeleteShipmentGroup', data: { groupId: 3 } })
      .then([{ type: 'ShipmentGroupDeleted', data: { groupId: 3 } }]);
  });

  it('refuses to delete a group holding a shipment or an order, and allows it once they left', () => {
    spec
      .given([added, shipmentJoined])
      .when({ type: 'DeleteShipmentGroup', data: { groupId: 3 } })
      .thenThrows('shipping.groupNotEmpty');
    spec
      .given([added, orderJoined])
      .when({ type: 'DeleteShipmentGroup', data: { groupId: 3 } })
      .thenThrows('shipping.groupNotEmpty');
    spec
      .given([
        added,
        shipmentJoined,
        orderJoined,
        { type: 'ShipmentGroupLeft', data: shipmentJoined.data },
        { type: 'ShipmentGroupLeft', data: orderJoined.data },
      ])
      .when({ type: 'DeleteShipmentGroup', data: { groupId: 3 } })
      .then([{ type: 'ShipmentGroupDeleted', data: { groupId: 3 } }]);
  });

  it('nothing joins a deleted or unknown group', () => {
    spec
      .given([added, { type: 'ShipmentGroupDeleted', data: { groupId: 3 } }])
      .when({ type: 'JoinShipmentGroup', data: shipmentJoined.data })
      .thenThrows('shipping.groupNotFound');
    spec.given([]).when({ type: 'JoinShipmentGroup', data: shipmentJoined.data }).thenThrows('shipping.groupNotFound');
  });

  it('leaving twice counts once', () => {
    spec
      .given([added, shipmentJoined, { type: 'ShipmentGroupLeft', data: shipmentJoined.data }])
      .when({ type: 'LeaveShipmentGroup', data: shipmentJoined.data })
      .then([]);
  });

  it('a member joins once, and only a member leaves (a workflow step run again, or taken back when it never happened, writes nothing)', () => {
    spec.given([added, orderJoined]).when({ type: 'JoinShipmentGroup', data: orderJoined.data }).then([]);
    spec.given([added, shipmentJoined]).when({ type: 'JoinShipmentGroup', data: shipmentJoined.data }).then([]);
    spec
      .given([added, orderJoined])
      .when({ type: 'LeaveShipmentGroup', data: { groupId: 3, member: { kind: 'order', id: 41 } } })
      .then([]);
    spec
      .given([added, shipmentJoined])
      .when({ type: 'LeaveShipmentGroup', data: { groupId: 3, member: { kind: 'shipment', id: 8 } } })
      .then([]);
    spec
      .given([added, shipmentJoined])
      .when({ type: 'LeaveShipmentGroup', data: { groupId: 3, member: { kind: 'order', id: 7 } } })
      .then([]);
    spec
      .given([added, orderJoined])
      .when({ type: 'LeaveShipmentGroup', data: orderJoined.data })
      .then([{ type: 'ShipmentGroupLeft', data: orderJoined.data }]);
  });

  it('changes status and date freely, but not Air or Sea while it holds shipments', () => {
    const update = { groupId: 3, statusId: 2, details: { typeId: 'Sea' as const, shipmentDate: '2026-11-09' } };
    spec
      .given([added])
      .when({ type: 'UpdateShipmentGroup', data: update })
      .then([{ type: 'ShipmentGroupUpdated', data: update }]);
    spec.given([added, shipmentJoined]).when({ type: 'UpdateShipmentGroup', data: update }).thenThrows('shipping.groupTypeLocked');
    spec
      .given([added, shipmentJoined])
      .when({ type: 'UpdateShipmentGroup', data: { ...update, details } })
      .then([{ type: 'ShipmentGroupUpdated', data: { ...update, details } }]);
  });

  it('knows which shipments it holds: those that joined and did not leave (what a status change by group changes)', () => {
    const joined = (id: number): ShipmentGroupEvent => ({ type: 'ShipmentGroupJoined', data: { groupId: 3, member: { kind: 'shipment', id } } });
    const left: ShipmentGroupEvent = { type: 'ShipmentGroupLeft', data: { groupId: 3, member: { kind: 'shipment', id: 9 } } };
    const events = [added, joined(9), joined(7), orderJoined, joined(12), left];
    const state = events.reduce<ShipmentGroupState>(evolveShipmentGroup, shipmentGroupDecider.initialState);
    expect(state.status === 'active' && [...chunkedEntries(state.shipmentIds)].map(([id]) => id)).toEqual([7, 12]);
    expect(state).toMatchObject({ shipments: 2, orders: 1 });
  });
});
