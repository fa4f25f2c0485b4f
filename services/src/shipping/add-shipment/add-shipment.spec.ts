import { seededOptionId, shipmentGroupStream, shipmentStream, trackingClaimStream, trackingKey, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { details, known } from '../shipment-fixtures';
import { addShipment } from './add-shipment.use-case';

const spec = useCaseSpec(addShipment);
const member = { kind: 'shipment', id: 7 };

describe('add shipment (no store)', () => {
  it("claims its tracking number and joins its group, then records it as New, of its group's type", () => {
    const decision = spec
      .given(known)
      .when({ input: { ...details, parcels: [] } }, 7)
      .then({
        record: { shipmentId: 7, groupId: 3, mtlTracking: 'MTL-1' },
        before: [
          [trackingClaimStream(trackingKey('MTL-1')), { type: 'Claim', data: { key: trackingKey('MTL-1'), holderId: 7 } }],
          [shipmentGroupStream(3), { type: 'JoinShipmentGroup', data: { groupId: 3, member } }],
        ],
        pivot: [
          shipmentStream(7),
          { type: 'CreateShipment', data: { shipmentId: 7, statusId: seededOptionId('shipmentStatus', 'New'), typeId: 'Air', details, parcels: [] } },
        ],
      });
    expect(decision.before[1].undo).toEqual({ type: 'LeaveShipmentGroup', data: { groupId: 3, member } });
  });

  it('refuses a group that does not exist, a sender who is not a customer, a tracking number another shipment holds', () => {
    spec
      .given(known)
      .when({ input: { ...details, groupId: 9, parcels: [] } })
      .thenRefused('error.invalidInput', [{ path: 'groupId', code: 'shipping.groupNotFound' }]);
    spec
      .given(known)
      .when({ input: { ...details, sender: { ...details.sender, customerId: 5 }, parcels: [] } })
      .thenRefused('error.invalidInput', [{ path: 'sender.customerId', code: 'validation.invalidChoice' }]);
    const held: DomainEvent[] = [{ type: 'KeyClaimed', data: { key: trackingKey('MTL-1'), holderId: 6 } }];
    spec
      .given({ ...known, [trackingClaimStream(trackingKey('MTL-1'))]: held })
      .when({ input: { ...details, parcels: [] } })
      .thenRefused('shipping.duplicateTracking');
  });
});
