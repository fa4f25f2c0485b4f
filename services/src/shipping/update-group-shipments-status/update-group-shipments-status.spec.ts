import { shipmentGroupStream, shipmentStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { air, known, shipment7 } from '../shipment-fixtures';
import { updateGroupShipmentsStatus } from './update-group-shipments-status.use-case';

const spec = useCaseSpec(updateGroupShipmentsStatus);
const joined = (shipmentId: number): DomainEvent => ({ type: 'ShipmentGroupJoined', data: { groupId: 3, member: { kind: 'shipment', id: shipmentId } } });
const left = (shipmentId: number): DomainEvent => ({ type: 'ShipmentGroupLeft', data: { groupId: 3, member: { kind: 'shipment', id: shipmentId } } });
const shipment8 = { [shipmentStream(8)]: [{ type: 'ShipmentCreated', data: { shipmentId: 8, statusId: 2, shipment: air } }] as DomainEvent[] };
const holding = (...events: DomainEvent[]) => ({
  ...known,
  ...shipment7,
  ...shipment8,
  [shipmentGroupStream(3)]: [...known[shipmentGroupStream(3)], ...events],
});
const change = (shipmentId: number) => ({ type: 'ChangeShipmentStatus', data: { shipmentId, statusId: 2 } });

describe('update group shipments status (no store)', () => {
  it('gives every shipment the group’s stream holds the status: the first is the pivot, the others follow however the run is cut', () => {
    spec
      .given(holding(joined(7), joined(8), joined(9), left(9)))
      .when({ groupId: 3, statusId: 2 })
      .then({
        record: { groupId: 3, statusId: 2, shipmentIds: [7, 8] },
        pivot: [shipmentStream(7), change(7)],
        after: [[shipmentStream(8), change(8)]],
      });
    expect(owedAfter(updateGroupShipmentsStatus, { groupId: 3, statusId: 2, shipmentIds: [7, 8] }, [])).toEqual([[shipmentStream(8), change(8)]]);
  });

  it('refuses, before anything is written: a group not on record, a status that is not an option, a group with no shipments', () => {
    spec.given(known).when({ groupId: 5, statusId: 2 }).thenRefused('shipping.groupNotFound');
    spec
      .given(holding(joined(7)))
      .when({ groupId: 3, statusId: 9 })
      .thenRefused('error.invalidInput', [{ path: 'statusId', code: 'validation.invalidChoice' }]);
    spec
      .given(holding(joined(7), left(7)))
      .when({ groupId: 3, statusId: 2 })
      .thenRefused('shipping.groupHasNoShipments');
  });
});
