import { notFound, shipmentStream, trackingKey, type updateShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { shipmentRead } from '../add-shipment/add-shipment.use-case';
import { decideShipment, type ActiveShipment } from '../shipment.decider';
import { checkLinks, departure, groupType, linkReads, membership, trackingClaim, trackingRelease } from '../shipment-links';
import { packagesOf, type ParcelPackages } from '../parcel-packages';

type ShipmentForm = z.output<typeof updateShipmentSchema>;

/** What changes: the whole form, or (a scanned label added to a group) only the group, the rest saved as it stands. */
export type ShipmentChange = { kind: 'form'; input: ShipmentForm } | { kind: 'group'; shipmentId: number; groupId: number };

/** What a run records: the group and tracking number the shipment had when the form was saved, and those it names. */
export interface ShipmentMove {
  shipmentId: number;
  previous: { groupId: number; mtlTracking: string };
  next: { groupId: number; mtlTracking: string };
  /** The packages whose parcels the save removed (absent: a run from before packages). */
  returnedPackages?: number[];
}

const idOf = (change: ShipmentChange) => (change.kind === 'form' ? change.input.id : change.shipmentId);

function active(change: ShipmentChange, states: StreamStates): ActiveShipment {
  const state = states.of(shipmentRead(idOf(change)));
  if (state.status !== 'active') throw notFound('shipping.shipmentNotFound');
  return state;
}

/** The form as saved: a move to a group is the shipment as it stands, in the other group. */
function formOf(change: ShipmentChange, shipment: ActiveShipment): ShipmentForm {
  if (change.kind === 'form') return change.input;
  const { typeId: _type, ...details } = shipment.shipment;
  const parcels = Object.values(shipment.parcels.lines).map(({ id, weight, value, isActive }) => ({ id, weight, value, isActive }));
  return { ...details, groupId: change.groupId, id: change.shipmentId, statusId: shipment.statusId, parcels };
}

const moves = ({ shipmentId, previous, next, returnedPackages = [] }: ShipmentMove, packages: ParcelPackages) => {
  const member = { kind: 'shipment', id: shipmentId } as const;
  const newTracking = trackingKey(previous.mtlTracking) !== trackingKey(next.mtlTracking);
  const newGroup = previous.groupId !== next.groupId;
  return {
    before: [...(newTracking ? trackingClaim(next.mtlTracking, shipmentId) : []), ...(newGroup ? [membership(next.groupId, member)] : [])],
    after: [
      ...(newGroup ? [departure(previous.groupId, member)] : []),
      ...(newTracking ? trackingRelease(previous.mtlTracking, shipmentId) : []),
      ...returnedPackages.map((packageId) => packages.returned(packageId, shipmentId)),
    ],
  };
};

/** The packages whose parcels the form takes out of the shipment (saved parcels it sends as removed). */
const removedPackages = (shipment: ActiveShipment, parcels: ShipmentForm['parcels']) =>
  packagesOf(shipment.parcels, new Set(parcels.flatMap((parcel) => (parcel.id !== null && !parcel.isActive ? [parcel.id] : []))));

/**
 * Saves the shipment form (fields, status and parcels in one decision), or moves a scanned shipment
 * to another group with every rule of a save (the type follows the group, a paid record stays as its
 * state allows). A new tracking number is claimed and a new group joined before the change is
 * recorded; the old ones are let go after it, and a package whose parcel the save removed is back in storage.
 */
export const updateShipment = (packages: ParcelPackages): UseCase<ShipmentChange, ShipmentMove> => ({
  name: 'update-shipment',
  reads(change, states) {
    const read = shipmentRead(idOf(change));
    if (!states.has(read)) return [read];
    const shipment = active(change, states);
    const form = formOf(change, shipment);
    return linkReads(form, { statusId: form.statusId, previous: shipment.statusId });
  },
  decide(change, states) {
    const shipment = active(change, states);
    const { id: shipmentId, statusId, parcels, ...details } = formOf(change, shipment);
    const update = { type: 'UpdateShipment' as const, data: { shipmentId, statusId, typeId: groupType(details.groupId, states), details, parcels } };
    // The shipment's own rules, on the shipment as read: refused before a tracking number or a group moves.
    decideShipment(update, shipment);
    checkLinks(details, shipmentId, states, { statusId, previous: shipment.statusId });
    const { groupId, mtlTracking } = shipment.shipment;
    const record = {
      shipmentId,
      previous: { groupId, mtlTracking },
      next: { groupId: details.groupId, mtlTracking: details.mtlTracking },
      returnedPackages: removedPackages(shipment, parcels),
    };
    return { record, ...moves(record, packages), pivot: streamCommand('record', shipmentRead(shipmentId), update) };
  },
  owed: (record) => ({ ...moves(record, packages), pivot: { name: 'record', stream: shipmentStream(record.shipmentId) } }),
});
