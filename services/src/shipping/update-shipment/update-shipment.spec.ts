import { shipmentGroupStream, shipmentStream, trackingClaimStream, trackingKey } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { details, known, noPackages, shipment7 } from '../shipment-fixtures';
import { updateShipment } from './update-shipment.use-case';

const spec = useCaseSpec(updateShipment(noPackages));
const member = { kind: 'shipment', id: 7 };
const given = { ...known, ...shipment7 };

describe('update shipment: the form, and a scanned move to a group (no store)', () => {
  it("a new tracking number and group are taken before the save, the old ones let go after; the type is the group's", () => {
    spec
      .given(given)
      .when({ kind: 'form', input: { ...details, groupId: 4, mtlTracking: 'MTL-2', id: 7, statusId: 2, parcels: [] } })
      .then({
        record: { shipmentId: 7, previous: { groupId: 3, mtlTracking: 'MTL-1' }, next: { groupId: 4, mtlTracking: 'MTL-2' }, returnedPackages: [] },
        before: [
          [trackingClaimStream(trackingKey('MTL-2')), { type: 'Claim', data: { key: trackingKey('MTL-2'), holderId: 7 } }],
          [shipmentGroupStream(4), { type: 'JoinShipmentGroup', data: { groupId: 4, member } }],
        ],
        pivot: [
          shipmentStream(7),
          {
            type: 'UpdateShipment',
            data: { shipmentId: 7, statusId: 2, typeId: 'Air', details: { ...details, groupId: 4, mtlTracking: 'MTL-2' }, parcels: [] },
          },
        ],
        after: [
          [shipmentGroupStream(3), { type: 'LeaveShipmentGroup', data: { groupId: 3, member } }],
          [trackingClaimStream(trackingKey('MTL-1')), { type: 'Release', data: { key: trackingKey('MTL-1'), holderId: 7 } }],
        ],
      });
  });

  it('a scanned move saves the shipment as it stands in the other group', () => {
    spec
      .given(given)
      .when({ kind: 'group', shipmentId: 7, groupId: 4 })
      .then({
        before: [[shipmentGroupStream(4), { type: 'JoinShipmentGroup', data: { groupId: 4, member } }]],
        pivot: [
          shipmentStream(7),
          { type: 'UpdateShipment', data: { shipmentId: 7, statusId: 1, typeId: 'Air', details: { ...details, groupId: 4 }, parcels: [] } },
        ],
        after: [[shipmentGroupStream(3), { type: 'LeaveShipmentGroup', data: { groupId: 3, member } }]],
      });
  });

  it('answers not found for a shipment that does not exist, and refuses a status that is no option', () => {
    spec.given(known).when({ kind: 'group', shipmentId: 7, groupId: 4 }).thenRefused('shipping.shipmentNotFound');
    spec
      .given(given)
      .when({ kind: 'form', input: { ...details, id: 7, statusId: 9, parcels: [] } })
      .thenRefused('error.invalidInput', [{ path: 'statusId', code: 'validation.invalidChoice' }]);
  });
});
