import { notFound, shipmentStream, trackingKey, type updateShipmentSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { shipmentRead } from '../add-shipment/add-shipment.use-case';
import { decideShipment, type ActiveShipment } from '../shipment.decider';
import { checkLinks, departure, groupDeparted, groupRead, groupType, linkReads, membership, trackingClaim, trackingRelease } from '../shipment-links';
import { packagesOf, type ParcelPackages } from '../parcel-packages';

type ShipmentForm = z.output<typeof updateShipmentSchema>;

/** What changes: the whole form, or (a scanned label added to a group) only the group, the rest saved as it stands. */
export type ShipmentChange = { kind: 'form'; input: ShipmentForm } | { kind: 'group'; shipmentId: number; groupId: number };
/** A change on the day it is made (the day its packages ship, if it moves them into a departed group). */
export type DatedShipmentChange = ShipmentChange & { today: string };

/** What a run records: the group and tracking number the shipment had when the form was saved, and those it names. */
export interface ShipmentMove {
  shipmentId: number;
  previous: { groupId: number; mtlTracking: string };
  next: { groupId: number; mtlTracking: string };
  /** The packages whose parcels the save removed (absent: a run from before packages). */
  returnedPackages?: number[];
  /** The packages it still carries that ship (moved into a departed group from one that had not) or wait again (the other way), and the day. */
  shippedPackages?: number[];
  unshippedPackages?: number[];
  today?: string;
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

const moves = (
  { shipmentId, previous, next, returnedPackages = [], shippedPackages = [], unshippedPackages = [], today = '' }: ShipmentMove,
  packages: ParcelPackages,
) => {
  const member = { kind: 'shipment', id: shipmentId } as const;
  const newTracking = trackingKey(previous.mtlTracking) !== trackingKey(next.mtlTracking);
  const newGroup = previous.groupId !== next.groupId;
  return {
    before: [...(newTracking ? trackingClaim(next.mtlTracking, shipmentId) : []), ...(newGroup ? [membership(next.groupId, member)] : [])],
    after: [
      ...(newGroup ? [departure(previous.groupId, member)] : []),
      ...(newTracking ? trackingRelease(previous.mtlTracking, shipmentId) : []),
      ...returnedPackages.map((packageId) => packages.returned(packageId, shipmentId)),
      ...shippedPackages.map((packageId) => packages.shipped(packageId, shipmentId, today)),
      ...unshippedPackages.map((packageId) => packages.unshipped(packageId, shipmentId)),
    ],
  };
};

/** The packages whose parcels the form takes out of the shipment (saved parcels it sends as removed). */
const removedPackages = (shipment: ActiveShipment, parcels: ShipmentForm['parcels']) =>
  packagesOf(shipment.parcels, new Set(parcels.flatMap((parcel) => (parcel.id !== null && !parcel.isActive ? [parcel.id] : []))));

/** The packages the shipment keeps, when it moves between a group that has departed and one that has not: they ship, or wait again. */
function departingPackages(shipment: ActiveShipment, groupId: number, returned: readonly number[], states: StreamStates) {
  const before = groupDeparted(shipment.shipment.groupId, states);
  const after = groupDeparted(groupId, states);
  const kept = before === after ? [] : packagesOf(shipment.parcels).filter((packageId) => !returned.includes(packageId));
  return { shippedPackages: after ? kept : [], unshippedPackages: before ? kept : [] };
}

/**
 * Saves the shipment form (fields, status and parcels in one decision), or moves a scanned shipment
 * to another group with every rule of a save (the type follows the group, a paid record stays as its
 * state allows). A new tracking number is claimed and a new group joined before the change is
 * recorded; the old ones are let go after it, and a package whose parcel the save removed is back in storage.
 * Moved into a group that has departed (from one that had not), the packages it carries ship; moved
 * back, they wait in it again, as a group's own departure does (`update-shipment-group`).
 */
export const updateShipment = (packages: ParcelPackages): UseCase<DatedShipmentChange, ShipmentMove> => ({
  name: 'update-shipment',
  reads(change, states) {
    const read = shipmentRead(idOf(change));
    if (!states.has(read)) return [read];
    const shipment = active(change, states);
    const form = formOf(change, shipment);
    const previousGroup = shipment.shipment.groupId === form.groupId ? [] : [groupRead(shipment.shipment.groupId)];
    return [...linkReads(form, { statusId: form.statusId, previous: shipment.statusId }), ...previousGroup];
  },
  decide(change, states) {
    const shipment = active(change, states);
    const { id: shipmentId, statusId, parcels, ...details } = formOf(change, shipment);
    const update = { type: 'UpdateShipment' as const, data: { shipmentId, statusId, typeId: groupType(details.groupId, states), details, parcels } };
    // The shipment's own rules, on the shipment as read: refused before a tracking number or a group moves.
    decideShipment(update, shipment);
    checkLinks(details, shipmentId, states, { statusId, previous: shipment.statusId });
    const { groupId, mtlTracking } = shipment.shipment;
    const returnedPackages = removedPackages(shipment, parcels);
    const record = {
      shipmentId,
      previous: { groupId, mtlTracking },
      next: { groupId: details.groupId, mtlTracking: details.mtlTracking },
      returnedPackages,
      ...departingPackages(shipment, details.groupId, returnedPackages, states),
      today: change.today,
    };
    return { record, ...moves(record, packages), pivot: streamCommand('record', shipmentRead(shipmentId), update) };
  },
  owed: (record) => ({ ...moves(record, packages), pivot: { name: 'record', stream: shipmentStream(record.shipmentId) } }),
});
