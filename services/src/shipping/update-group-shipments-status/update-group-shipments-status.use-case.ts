import { conflict, notFound, shipmentStream } from '@cargo/contracts';
import { chunkedEntries } from '../../platform/write-model/chunked-map';
import { streamCommand, type StreamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { checkDropdownChoices, choiceReads, type DropdownChoice } from '../../settings/public';
import { shipmentRead } from '../add-shipment/add-shipment.use-case';
import { groupRead } from '../shipment-links';

export interface GroupShipmentsStatus {
  groupId: number;
  statusId: number;
}

/** What a run records: the group's shipments as its stream held them when the status was set. */
export interface StatusForShipments extends GroupShipmentsStatus {
  shipmentIds: number[];
}

const statusChoice = ({ statusId }: GroupShipmentsStatus): DropdownChoice => ({ field: 'statusId', dropdown: 'shipmentStatus', optionId: statusId });

/** The group's shipments: the ones its own stream says joined and did not leave (a read model could lag). */
function membersOf(groupId: number, states: StreamStates): number[] | null {
  const group = states.of(groupRead(groupId));
  return group.status === 'active' ? [...chunkedEntries(group.shipmentIds)].map(([shipmentId]) => shipmentId) : null;
}

const statusOf = (statusId: number) => (shipmentId: number) =>
  streamCommand(`status-${shipmentId}`, shipmentRead(shipmentId), { type: 'ChangeShipmentStatus', data: { shipmentId, statusId } });

/** The first shipment's change is the pivot: once one has the status, the run carries it to every other, however it is cut. */
function steps({ statusId, shipmentIds }: StatusForShipments): { pivot: StreamCommand; after: StreamCommand[] } {
  const [pivot, ...after] = shipmentIds.map(statusOf(statusId));
  return { pivot, after };
}

/**
 * "Update status by group id": every shipment of the group gets the status, one decision per
 * shipment (a shipment already there writes nothing), each decided on its own stream before
 * anything is written. The cost follows the group's size, not the history.
 */
export const updateGroupShipmentsStatus: UseCase<GroupShipmentsStatus, StatusForShipments> = {
  name: 'update-group-shipments-status',
  reads(input, states) {
    const head = [groupRead(input.groupId), ...choiceReads([statusChoice(input)])];
    if (!states.has(groupRead(input.groupId))) return head;
    return [...head, ...(membersOf(input.groupId, states) ?? []).map(shipmentRead)];
  },
  decide(input, states) {
    const shipmentIds = membersOf(input.groupId, states);
    if (shipmentIds === null) throw notFound('shipping.groupNotFound');
    checkDropdownChoices([statusChoice(input)], states);
    if (shipmentIds.length === 0) throw conflict('shipping.groupHasNoShipments');
    const record = { ...input, shipmentIds };
    return { record, before: [], ...steps(record) };
  },
  owed: (record) => ({
    before: [],
    pivot: { name: `status-${record.shipmentIds[0]}`, stream: shipmentStream(record.shipmentIds[0]) },
    after: steps(record).after,
  }),
};
