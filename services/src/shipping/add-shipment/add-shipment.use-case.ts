import { seededOptionId, shipmentStream, type addShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, streamRead, type StreamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
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

/** What a new shipment holds before it is recorded: its tracking number's claim and its group's membership. */
export const shipmentHeld = ({ shipmentId, groupId, mtlTracking }: NewShipment): StreamCommand[] => [
  ...trackingClaim(mtlTracking, shipmentId),
  membership(groupId, { kind: 'shipment', id: shipmentId }),
];

/**
 * A new shipment, status New, of its group's type, checked by every rule of a shipment (its parcels,
 * its group, its customers, its tracking number) before an id is spent on it; then, for its id, the
 * steps that hold its tracking number and group and the command that records it. Add Shipment is
 * this alone; receiving's consolidation runs it beside its packages' steps.
 */
export function shipmentOpening(input: ShipmentRequest['input'], states: StreamStates) {
  const { parcels, ...details } = input;
  const typeId = groupType(details.groupId, states);
  const statusId = seededOptionId('shipmentStatus', 'New');
  const create = (shipmentId: number) => ({ shipmentId, statusId, typeId, details, parcels });
  decideShipment({ type: 'CreateShipment', data: create(0) }, shipmentDecider.initialState);
  checkLinks(details, null, states);
  return (shipmentId: number) => {
    const record: NewShipment = { shipmentId, groupId: details.groupId, mtlTracking: details.mtlTracking };
    return {
      record,
      before: shipmentHeld(record),
      pivot: streamCommand('record', shipmentRead(shipmentId), { type: 'CreateShipment', data: create(shipmentId) }),
    };
  };
}

/** Add Shipment: a new shipment, its tracking number claimed and its group joined before it is recorded. */
export const addShipment: UseCase<ShipmentRequest, NewShipment> = {
  name: 'add-shipment',
  opens: 'shipment',
  reads: ({ input }) => linkReads(input),
  decide({ input }, states) {
    const opening = shipmentOpening(input, states);
    return (shipmentId) => ({ ...opening(shipmentId), after: [] });
  },
  owed: (record) => ({ before: shipmentHeld(record), pivot: { name: 'record', stream: shipmentStream(record.shipmentId) }, after: [] }),
};
