import { seededOptionId, shipmentStream, type addShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, streamRead, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { decideShipment, shipmentDecider } from '../shipment.decider';
import { checkLinks, groupType, linkReads, membership, trackingClaim } from '../shipment-links';

export interface ShipmentRequest {
  input: z.output<typeof addShipmentSchema>;
}

/** What a run records: what it holds besides the shipment (the shipment's fields are personal data, kept only on its own sealed stream). */
export interface NewShipment {
  shipmentId: number;
  groupId: number;
  mtlTracking: string;
}

export const shipmentRead = (shipmentId: number) => streamRead(shipmentStream(shipmentId), shipmentDecider);

const held = ({ shipmentId, groupId, mtlTracking }: NewShipment): StreamCommand[] => [
  ...trackingClaim(mtlTracking, shipmentId),
  membership(groupId, { kind: 'shipment', id: shipmentId }),
];

/** A new shipment, status New, of its group's type: its tracking number is claimed and it joins its group before it is recorded. */
export const addShipment: UseCase<ShipmentRequest, NewShipment> = {
  name: 'add-shipment',
  opens: 'shipment',
  reads: ({ input }) => linkReads(input),
  decide({ input }, states) {
    const { parcels, ...details } = input;
    const typeId = groupType(details.groupId, states);
    const statusId = seededOptionId('shipmentStatus', 'New');
    const create = (shipmentId: number) => ({ shipmentId, statusId, typeId, details, parcels });
    // The shipment's own rules (its parcels), before an id is spent on it.
    decideShipment({ type: 'CreateShipment', data: create(0) }, shipmentDecider.initialState);
    checkLinks(details, null, states);
    return (shipmentId) => {
      const record = { shipmentId, groupId: details.groupId, mtlTracking: details.mtlTracking };
      return {
        record,
        before: held(record),
        pivot: streamCommand('record', shipmentRead(shipmentId), { type: 'CreateShipment', data: create(shipmentId) }),
        after: [],
      };
    };
  },
  owed: (record) => ({ before: held(record), pivot: { name: 'record', stream: shipmentStream(record.shipmentId) }, after: [] }),
};
