import { packageParcelKey, shipmentGroupStream, shipmentStream, trackingClaimStream, trackingKey, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { air, details, echoedPackages, known, noPackages, shipment7 } from '../shipment-fixtures';
import { updateShipment } from './update-shipment.use-case';

const spec = useCaseSpec(updateShipment(noPackages));
const TODAY = '2026-12-03';
const member = { kind: 'shipment', id: 7 };
const given = { ...known, ...shipment7 };

describe('update shipment: the form, and a scanned move to a group (no store)', () => {
  it("a new tracking number and group are taken before the save, the old ones let go after; the type is the group's", () => {
    spec
      .given(given)
      .when({ kind: 'form', input: { ...details, groupId: 4, mtlTracking: 'MTL-2', id: 7, statusId: 2, parcels: [] }, today: TODAY })
      .then({
        record: {
          shipmentId: 7,
          previous: { groupId: 3, mtlTracking: 'MTL-1' },
          next: { groupId: 4, mtlTracking: 'MTL-2' },
          returnedPackages: [],
          shippedPackages: [],
          unshippedPackages: [],
          today: TODAY,
        },
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
      .when({ kind: 'group', shipmentId: 7, groupId: 4, today: TODAY })
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
    spec.given(known).when({ kind: 'group', shipmentId: 7, groupId: 4, today: TODAY }).thenRefused('shipping.shipmentNotFound');
    spec
      .given(given)
      .when({ kind: 'form', input: { ...details, id: 7, statusId: 9, parcels: [] }, today: TODAY })
      .thenRefused('error.invalidInput', [{ path: 'statusId', code: 'validation.invalidChoice' }]);
  });

  it('moved into a group that has departed, the packages it keeps ship after the save; moved out of one, they wait in it again', () => {
    const departedGroup = (groupId: number): DomainEvent => ({
      type: 'ShipmentGroupAdded',
      data: { groupId, statusId: 2, details: { typeId: 'Air', shipmentDate: '2026-11-02' } },
    });
    // Shipment 7 carries packages 11 and 12 and a parcel of its own; group 5 has departed.
    const withPackages = {
      ...given,
      [shipmentGroupStream(5)]: [departedGroup(5)],
      [shipmentStream(7)]: [
        ...shipment7[shipmentStream(7)],
        {
          type: 'ShipmentParcelsAdded',
          data: {
            shipmentId: 7,
            parcels: [1, 2, 3].map((id) => ({ id, weight: 100, value: 1000 })),
            lineKeys: { 1: packageParcelKey(11), 2: packageParcelKey(12) },
          },
        },
      ] as DomainEvent[],
    };
    const moving = useCaseSpec(updateShipment(echoedPackages));
    const parcels = [1, 2, 3].map((id) => ({ id, lineKey: undefined, weight: 100, value: 1000, isActive: id !== 2 }));
    moving
      .given(withPackages)
      .when({ kind: 'form', input: { ...details, groupId: 5, id: 7, statusId: 1, parcels }, today: TODAY })
      .then({
        record: {
          shipmentId: 7,
          previous: { groupId: 3, mtlTracking: 'MTL-1' },
          next: { groupId: 5, mtlTracking: 'MTL-1' },
          returnedPackages: [12],
          shippedPackages: [11],
          unshippedPackages: [],
          today: TODAY,
        },
        before: [[shipmentGroupStream(5), { type: 'JoinShipmentGroup', data: { groupId: 5, member } }]],
        pivot: [
          shipmentStream(7),
          { type: 'UpdateShipment', data: { shipmentId: 7, statusId: 1, typeId: 'Air', details: { ...details, groupId: 5 }, parcels } },
        ],
        after: [
          [shipmentGroupStream(3), { type: 'LeaveShipmentGroup', data: { groupId: 3, member } }],
          ['package-12', { type: 'returned to 7' }],
          ['package-11', { type: `shipped with 7 on ${TODAY}` }],
        ],
      });
    const inDeparted = {
      ...withPackages,
      [shipmentStream(7)]: withPackages[shipmentStream(7)].map((event) =>
        event.type === 'ShipmentCreated' ? { ...event, data: { ...(event.data as object), shipment: { ...air, groupId: 5 } } } : event,
      ),
    };
    moving
      .given(inDeparted)
      .when({ kind: 'group', shipmentId: 7, groupId: 4, today: TODAY })
      .then({
        before: [[shipmentGroupStream(4), { type: 'JoinShipmentGroup', data: { groupId: 4, member } }]],
        pivot: [
          shipmentStream(7),
          {
            type: 'UpdateShipment',
            data: {
              shipmentId: 7,
              statusId: 1,
              typeId: 'Air',
              details: { ...details, groupId: 4 },
              parcels: [1, 2, 3].map((id) => ({ id, weight: 100, value: 1000, isActive: true })),
            },
          },
        ],
        after: [
          [shipmentGroupStream(5), { type: 'LeaveShipmentGroup', data: { groupId: 5, member } }],
          ['package-11', { type: 'back in 7' }],
          ['package-12', { type: 'back in 7' }],
        ],
      });
  });
});
