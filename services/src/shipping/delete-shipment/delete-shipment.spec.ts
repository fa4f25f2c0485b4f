import { shipmentGroupStream, shipmentStream, trackingClaimStream, trackingKey } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { known, noPackages, shipment7 } from '../shipment-fixtures';
import { deleteShipment } from './delete-shipment.use-case';

describe('delete shipment (no store)', () => {
  it('records the deletion, then leaves its group and frees its tracking number', () => {
    useCaseSpec(deleteShipment(noPackages))
      .given({ ...known, ...shipment7 })
      .when({ shipmentId: 7 })
      .then({
        record: { shipmentId: 7, returnedPackages: [] },
        pivot: [shipmentStream(7), { type: 'DeleteShipment', data: { shipmentId: 7 } }],
        after: [
          [shipmentGroupStream(3), { type: 'LeaveShipmentGroup', data: { groupId: 3, member: { kind: 'shipment', id: 7 } } }],
          [trackingClaimStream(trackingKey('MTL-1')), { type: 'Release', data: { key: trackingKey('MTL-1'), holderId: 7 } }],
        ],
      });
  });
});
