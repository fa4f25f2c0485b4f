import { notFound, shipmentGroupStream, type ShipmentGroupDetails } from '@cargo/contracts';
import { chunkedEntries } from '../../platform/write-model/chunked-map';
import { streamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { checkDropdownChoices, choiceReads, type DropdownChoice } from '../../settings/public';
import { shipmentRead } from '../add-shipment/add-shipment.use-case';
import { packagesOf, type ParcelPackages } from '../parcel-packages';
import { hasDeparted } from '../shipment-group.decider';
import { groupRead } from '../shipment-links';

export interface GroupChange {
  groupId: number;
  statusId: number;
  details: ShipmentGroupDetails;
  today: string;
}

/** What a run records: the group, and the packages its departure (or its undoing) moves, by shipment. */
export interface GroupChanged {
  groupId: number;
  departure: 'departs' | 'returns' | null;
  packages: { packageId: number; shipmentId: number }[];
  today: string;
}

const statusChoice = ({ statusId }: { statusId: number }, previous: number | undefined): DropdownChoice => ({
  field: 'statusId',
  dropdown: 'shipmentGroupStatus',
  optionId: statusId,
  previous,
});

/** Whether the new status makes the group depart (New to past it), takes its departure back, or neither. */
function departureOf({ groupId, statusId }: GroupChange, states: StreamStates): GroupChanged['departure'] {
  const group = states.of(groupRead(groupId));
  if (group.status !== 'active') return null;
  const departs = hasDeparted({ ...group, statusId });
  if (departs === hasDeparted(group)) return null;
  return departs ? 'departs' : 'returns';
}

const memberShipments = (groupId: number, states: StreamStates): number[] => {
  const group = states.of(groupRead(groupId));
  return group.status === 'active' ? [...chunkedEntries(group.shipmentIds)].map(([shipmentId]) => shipmentId) : [];
};

/**
 * The group page's save (type, date, status): when the status makes the group depart, every package
 * its shipments carry is shipped; set back to New, they wait in their shipments again. The group's
 * change is the pivot; the packages follow it, read from the group's own shipments' streams.
 */
export const updateShipmentGroup = (parcelPackages: ParcelPackages): UseCase<GroupChange, GroupChanged> => {
  const moved = ({ departure, packages, today }: GroupChanged) =>
    packages.map(({ packageId, shipmentId }) =>
      departure === 'departs' ? parcelPackages.shipped(packageId, shipmentId, today) : parcelPackages.unshipped(packageId, shipmentId),
    );
  return {
    name: 'update-shipment-group',
    reads(change, states) {
      const group = groupRead(change.groupId);
      if (!states.has(group)) return [group];
      const state = states.of(group);
      const head = [group, ...choiceReads([statusChoice(change, state.status === 'active' ? state.statusId : undefined)])];
      return departureOf(change, states) === null ? head : [...head, ...memberShipments(change.groupId, states).map(shipmentRead)];
    },
    decide(change, states) {
      const { groupId, statusId, details, today } = change;
      const group = states.of(groupRead(groupId));
      if (group.status !== 'active') throw notFound('shipping.groupNotFound');
      checkDropdownChoices([statusChoice(change, group.statusId)], states);
      const departure = departureOf(change, states);
      const packages =
        departure === null
          ? []
          : memberShipments(groupId, states).flatMap((shipmentId) => {
              const shipment = states.of(shipmentRead(shipmentId));
              return shipment.status === 'active' ? packagesOf(shipment.parcels).map((packageId) => ({ packageId, shipmentId })) : [];
            });
      const record = { groupId, departure, packages, today };
      return {
        record,
        before: [],
        pivot: streamCommand('record', groupRead(groupId), { type: 'UpdateShipmentGroup', data: { groupId, statusId, details } }),
        after: moved(record),
      };
    },
    owed: (record) => ({ before: [], pivot: { name: 'record', stream: shipmentGroupStream(record.groupId) }, after: moved(record) }),
  };
};
