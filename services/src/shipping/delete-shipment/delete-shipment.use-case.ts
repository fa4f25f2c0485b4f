import { shipmentStream, type RecordedEvent, type ShipmentEvent, type ShipmentRecord } from '@cargo/contracts';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { recordedBy } from '../../platform/write-model/workflow';
import { shipmentRead } from '../add-shipment/add-shipment.use-case';
import { departure, trackingRelease } from '../shipment-links';

const letGo = (shipmentId: number, { groupId, mtlTracking }: Pick<ShipmentRecord, 'groupId' | 'mtlTracking'>) => [
  departure(groupId, { kind: 'shipment', id: shipmentId }),
  ...trackingRelease(mtlTracking, shipmentId),
];

/** What the deletion recorded: the group it leaves and the tracking number it frees. */
const recorded = (shipmentId: number) => (pivot: RecordedEvent[]) =>
  recordedBy<ShipmentEvent>(pivot).flatMap((event) => (event.type === 'ShipmentDeleted' ? letGo(shipmentId, event.data.shipment) : []));

/** Deletes a shipment (its stream refuses once it is invoiced); then it leaves its group and frees its tracking number. */
export const deleteShipment: UseCase<{ shipmentId: number }, { shipmentId: number }> = {
  name: 'delete-shipment',
  reads: ({ shipmentId }) => [shipmentRead(shipmentId)],
  decide({ shipmentId }, states) {
    const state = states.of(shipmentRead(shipmentId));
    return {
      record: { shipmentId },
      before: [],
      pivot: streamCommand('record', shipmentRead(shipmentId), { type: 'DeleteShipment', data: { shipmentId } }),
      after: state.status === 'active' ? letGo(shipmentId, state.shipment) : [],
    };
  },
  owed: ({ shipmentId }) => ({ before: [], pivot: { name: 'record', stream: shipmentStream(shipmentId) }, after: recorded(shipmentId) }),
};
