import { shipmentStream, type RecordedEvent, type ShipmentEvent, type ShipmentRecord } from '@cargo/contracts';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { recordedBy } from '../../platform/write-model/workflow';
import { shipmentRead } from '../add-shipment/add-shipment.use-case';
import { packagesOf, type ParcelPackages } from '../parcel-packages';
import { departure, trackingRelease } from '../shipment-links';

const letGo = (shipmentId: number, { groupId, mtlTracking }: Pick<ShipmentRecord, 'groupId' | 'mtlTracking'>) => [
  departure(groupId, { kind: 'shipment', id: shipmentId }),
  ...trackingRelease(mtlTracking, shipmentId),
];

/** What a run records: the shipment, and the packages its parcels came from (absent: a run from before packages). */
export interface ShipmentDeletion {
  shipmentId: number;
  returnedPackages?: number[];
}

/** Deletes a shipment (its stream refuses once it is invoiced); then it leaves its group, frees its tracking number, and its packages are back in storage. */
export const deleteShipment = (packages: ParcelPackages): UseCase<{ shipmentId: number }, ShipmentDeletion> => {
  const returned = ({ shipmentId, returnedPackages = [] }: ShipmentDeletion) => returnedPackages.map((packageId) => packages.returned(packageId, shipmentId));
  /** What the deletion recorded: the group it leaves and the tracking number it frees. */
  const recorded = (record: ShipmentDeletion) => (pivot: RecordedEvent[]) => [
    ...recordedBy<ShipmentEvent>(pivot).flatMap((event) => (event.type === 'ShipmentDeleted' ? letGo(record.shipmentId, event.data.shipment) : [])),
    ...returned(record),
  ];
  return {
    name: 'delete-shipment',
    reads: ({ shipmentId }) => [shipmentRead(shipmentId)],
    decide({ shipmentId }, states) {
      const state = states.of(shipmentRead(shipmentId));
      const record = { shipmentId, returnedPackages: state.status === 'active' ? packagesOf(state.parcels) : [] };
      return {
        record,
        before: [],
        pivot: streamCommand('record', shipmentRead(shipmentId), { type: 'DeleteShipment', data: { shipmentId } }),
        after: state.status === 'active' ? [...letGo(shipmentId, state.shipment), ...returned(record)] : [],
      };
    },
    owed: (record) => ({ before: [], pivot: { name: 'record', stream: shipmentStream(record.shipmentId) }, after: recorded(record) }),
  };
};
