import { dropdownStream, packageParcelKey, shipmentGroupStream, shipmentStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { air, echoedPackages, known } from '../shipment-fixtures';
import { updateShipmentGroup } from './update-shipment-group.use-case';

const useCase = updateShipmentGroup(echoedPackages);
const spec = useCaseSpec(useCase);

const TODAY = '2026-12-03';
const groupStatuses = {
  [dropdownStream('shipmentGroupStatus')]: [
    {
      type: 'DropdownSeeded',
      data: {
        dropdown: 'shipmentGroupStatus',
        options: ['New', 'Departed'].map((name, index) => ({
          id: index + 1,
          displayName: { en: name, vi: name },
          customEnum: name === 'New' ? 'New' : undefined,
        })),
      },
    },
  ] as DomainEvent[],
};
const details = { typeId: 'Air' as const, shipmentDate: '2026-12-05' };
const joined = (shipmentId: number): DomainEvent => ({ type: 'ShipmentGroupJoined', data: { groupId: 3, member: { kind: 'shipment', id: shipmentId } } });
/** Shipment 7 carries packages 11 and 12 (12's parcel taken out since) and a parcel of its own; shipment 8 carries package 13. */
const shipments = {
  [shipmentStream(7)]: [
    { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } },
    {
      type: 'ShipmentParcelsAdded',
      data: {
        shipmentId: 7,
        parcels: [1, 2, 3].map((id) => ({ id, weight: 100, value: 1000 })),
        lineKeys: { 1: packageParcelKey(11), 2: packageParcelKey(12) },
      },
    },
    { type: 'ShipmentParcelRemoved', data: { shipmentId: 7, parcelId: 2 } },
  ] as DomainEvent[],
  [shipmentStream(8)]: [
    { type: 'ShipmentCreated', data: { shipmentId: 8, statusId: 1, shipment: air } },
    { type: 'ShipmentParcelsAdded', data: { shipmentId: 8, parcels: [{ id: 4, weight: 100, value: 1000 }], lineKeys: { 4: packageParcelKey(13) } } },
  ] as DomainEvent[],
};
const given = { ...known, ...groupStatuses, ...shipments, [shipmentGroupStream(3)]: [...known[shipmentGroupStream(3)], joined(7), joined(8)] };
const departed = {
  ...given,
  [shipmentGroupStream(3)]: [...given[shipmentGroupStream(3)], { type: 'ShipmentGroupUpdated', data: { groupId: 3, statusId: 2, details } }],
};
const update = (statusId: number) => [shipmentGroupStream(3), { type: 'UpdateShipmentGroup', data: { groupId: 3, statusId, details } }] as [string, unknown];

describe('update shipment group (no store)', () => {
  it("departing ships every package its shipments still carry, after the group's change", () => {
    spec
      .given(given)
      .when({ groupId: 3, statusId: 2, details, today: TODAY })
      .then({
        record: {
          groupId: 3,
          departure: 'departs',
          packages: [
            { packageId: 11, shipmentId: 7 },
            { packageId: 13, shipmentId: 8 },
          ],
          today: TODAY,
        },
        pivot: update(2),
        after: [
          ['package-11', { type: `shipped with 7 on ${TODAY}` }],
          ['package-13', { type: `shipped with 8 on ${TODAY}` }],
        ],
      });
    // A run cut after the group's change still owes the packages.
    const record = { groupId: 3, departure: 'departs' as const, packages: [{ packageId: 11, shipmentId: 7 }], today: TODAY };
    expect(owedAfter(useCase, record, [])).toEqual([['package-11', { type: `shipped with 7 on ${TODAY}` }]]);
  });

  it('set back to New, the packages wait in their shipments again; a change that does not cross the departure reads no shipment', () => {
    spec
      .given(departed)
      .when({ groupId: 3, statusId: 1, details, today: TODAY })
      .then({
        pivot: update(1),
        after: [
          ['package-11', { type: 'back in 7' }],
          ['package-13', { type: 'back in 8' }],
        ],
      });
    // Without the shipments' streams: a status that stays departed (or New) moves no package.
    const { [shipmentStream(7)]: _seven, [shipmentStream(8)]: _eight, ...withoutShipments } = departed;
    spec
      .given(withoutShipments)
      .when({ groupId: 3, statusId: 2, details: { ...details, shipmentDate: '2026-12-06' }, today: TODAY })
      .then({
        pivot: [
          shipmentGroupStream(3),
          { type: 'UpdateShipmentGroup', data: { groupId: 3, statusId: 2, details: { ...details, shipmentDate: '2026-12-06' } } },
        ],
      });
  });

  it('refuses a group not on record and a status that is not an option', () => {
    spec.given(given).when({ groupId: 5, statusId: 2, details, today: TODAY }).thenRefused('shipping.groupNotFound');
    spec
      .given(given)
      .when({ groupId: 3, statusId: 9, details, today: TODAY })
      .thenRefused('error.invalidInput', [{ path: 'statusId', code: 'validation.invalidChoice' }]);
  });
});
