import {
  packageParcelKey,
  packageStream,
  seededOptionId,
  shipmentGroupStream,
  shipmentStream,
  shipRequestStream,
  STORAGE_TERMS_STREAM,
  type DomainEvent,
} from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { airGroup, customers, packages } from '../receiving-fixtures';
import { consolidate } from './consolidate.use-case';

const spec = useCaseSpec(consolidate);
const party = { customerId: 7, address1: '12 Lê Lợi', address2: '', phone: '0912345678', email: '' };
const details = {
  groupId: 3,
  sender: party,
  receiver: party,
  totalBox: 1,
  totalPallet: 0,
  totalWeight: 450,
  description: '',
  shipmentDate: '2026-12-03',
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  mtlTracking: '',
};
const input = { ...details, requestId: null, customerId: 7, packageIds: [1, 2] };
/** 35 days after the packages were received: 5 days past the default 30 free, at 50 cents. */
const TODAY = '2026-12-25';
const settled = { consolidatedOn: TODAY, storageFee: 250 };
const given = { ...customers, ...packages, ...airGroup };
const take = (packageId: number, requestId: number | null = null) => [
  packageStream(packageId),
  { type: 'ConsolidatePackage', data: { packageId, shipmentId: 9, customerId: 7, requestId, ...settled } },
];

describe('consolidate (no store)', () => {
  it('takes each package for the shipment, joins the group, then records the shipment: a parcel per package with its weight and declared value', () => {
    const decision = spec
      .given(given)
      .when({ today: TODAY, input }, 9)
      .then({
        record: {
          shipmentId: 9,
          groupId: 3,
          mtlTracking: '',
          customerId: 7,
          packageIds: [1, 2],
          requestId: null,
          consolidatedOn: TODAY,
          storageFees: [250, 250],
          departed: false,
        },
        before: [take(1), take(2), [shipmentGroupStream(3), { type: 'JoinShipmentGroup', data: { groupId: 3, member: { kind: 'shipment', id: 9 } } }]] as [
          string,
          unknown,
        ][],
        pivot: [
          shipmentStream(9),
          {
            type: 'CreateShipment',
            data: {
              shipmentId: 9,
              statusId: seededOptionId('shipmentStatus', 'New'),
              typeId: 'Air',
              details: { ...details, totalValue: 12_000 + 10_000 },
              parcels: [
                { id: null, lineKey: packageParcelKey(1), weight: 201, value: 12_000, isActive: true },
                { id: null, lineKey: packageParcelKey(2), weight: 202, value: 10_000, isActive: true },
              ],
            },
          },
        ],
      });
    // A package taken back if a later step is refused.
    expect(decision.before[0].undo).toEqual({ type: 'UnconsolidatePackage', data: { packageId: 1, shipmentId: 9 } });
  });

  it('closes the request it came from, which must name exactly these packages', () => {
    const request: DomainEvent[] = [
      {
        type: 'ShipRequested',
        data: { requestId: 5, customerId: 7, request: { packageIds: [1, 2], service: 'Air', addressId: 1, insurance: false, packing: 'repack', note: '' } },
      },
    ];
    const requested = {
      ...given,
      [packageStream(1)]: [...packages[packageStream(1)], { type: 'PackageRequested', data: { packageId: 1, requestId: 5 } }] as DomainEvent[],
      [shipRequestStream(5)]: request,
    };
    const decision = spec
      .given(requested)
      .when({ today: TODAY, input: { ...input, requestId: 5 } }, 9)
      .then({
        before: [
          take(1, 5),
          take(2, 5),
          [shipmentGroupStream(3), { type: 'JoinShipmentGroup', data: { groupId: 3, member: { kind: 'shipment', id: 9 } } }],
        ] as [string, unknown][],
        pivot: [shipmentStream(9), expect.objectContaining({ type: 'CreateShipment' })] as [string, unknown],
        after: [[shipRequestStream(5), { type: 'ConsolidateShipRequest', data: { requestId: 5, shipmentId: 9 } }]],
      });
    expect(decision.record.requestId).toBe(5);
    spec
      .given(requested)
      .when({ today: TODAY, input: { ...input, requestId: 5, packageIds: [1] } }, 9)
      .thenRefused('error.invalidInput', [{ path: 'packageIds', code: 'receiving.requestOtherPackages' }]);
  });

  it('settles each storage fee by the terms of the day, and ships the packages at once into a group that has departed', () => {
    const departed = {
      ...given,
      [shipmentGroupStream(3)]: [
        ...airGroup[shipmentGroupStream(3)],
        { type: 'ShipmentGroupUpdated', data: { groupId: 3, statusId: 2, details: { typeId: 'Air', shipmentDate: '2026-12-01' } } },
      ] as DomainEvent[],
      [STORAGE_TERMS_STREAM]: [{ type: 'StorageTermsSet', data: { terms: { freeDays: 33, dailyFee: 100, disposeAfterDays: 90 } } }] as DomainEvent[],
    };
    const decision = spec
      .given(departed)
      .when({ today: TODAY, input }, 9)
      .then({
        // 35 days, 33 free, a dollar a day after.
        before: [
          [
            packageStream(1),
            { type: 'ConsolidatePackage', data: { packageId: 1, shipmentId: 9, customerId: 7, requestId: null, consolidatedOn: TODAY, storageFee: 200 } },
          ],
          [
            packageStream(2),
            { type: 'ConsolidatePackage', data: { packageId: 2, shipmentId: 9, customerId: 7, requestId: null, consolidatedOn: TODAY, storageFee: 200 } },
          ],
          [shipmentGroupStream(3), { type: 'JoinShipmentGroup', data: { groupId: 3, member: { kind: 'shipment', id: 9 } } }],
        ],
        pivot: [shipmentStream(9), expect.objectContaining({ type: 'CreateShipment' })] as [string, unknown],
        after: [
          [packageStream(1), { type: 'ShipPackage', data: { packageId: 1, shipmentId: 9, shippedOn: TODAY } }],
          [packageStream(2), { type: 'ShipPackage', data: { packageId: 2, shipmentId: 9, shippedOn: TODAY } }],
        ],
      });
    expect(decision.record).toEqual(expect.objectContaining({ storageFees: [200, 200], departed: true }));
  });

  it("refuses another customer's package, an unknown one, one in a shipment already, a group that does not exist", () => {
    spec
      .given(given)
      .when({ today: TODAY, input: { ...input, packageIds: [1, 3] } }, 9)
      .thenRefused('receiving.packageNotFound');
    spec
      .given(given)
      .when({ today: TODAY, input: { ...input, packageIds: [4] } }, 9)
      .thenRefused('receiving.packageNotFound');
    const inShipment = {
      ...given,
      [packageStream(2)]: [...packages[packageStream(2)], { type: 'PackageConsolidated', data: { packageId: 2, shipmentId: 6, ...settled } }] as DomainEvent[],
    };
    spec.given(inShipment).when({ today: TODAY, input }, 9).thenRefused('receiving.inAnotherShipment');
    spec
      .given(given)
      .when({ today: TODAY, input: { ...input, groupId: 8 } }, 9)
      .thenRefused('error.invalidInput', [{ path: 'groupId', code: 'shipping.groupNotFound' }]);
  });
});
