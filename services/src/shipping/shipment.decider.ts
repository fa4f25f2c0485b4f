import {
  conflict,
  invalid,
  measuresFor,
  notFound,
  packageOfParcelKey,
  recordedShipment,
  type GroupType,
  type Parcel,
  type ParcelForm,
  type ShipmentDetails,
  type ShipmentEvent,
  type ShipmentRecord,
  unhandled,
} from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';
import { evolveSavedLines, keysOf, noSavedLines, savedLineChanges, type SavedLines } from '../platform/write-model/saved-lines';

type ParcelFields = Omit<Parcel, 'id'>;

export interface ActiveShipment {
  status: 'active';
  shipmentId: number;
  shipment: ShipmentRecord;
  statusId: number;
  /** Saved parcels by id (removed ones included: they can be restored), with the keys the form added them under. */
  parcels: SavedLines<ParcelFields>;
  invoiceId: number | null;
}

export type ShipmentState = { status: 'absent' } | ActiveShipment | { status: 'deleted' };

/** The form as saved: its fields, the type of the group it names, and its parcel list. */
interface ShipmentForm {
  shipmentId: number;
  typeId: GroupType;
  details: ShipmentDetails;
  parcels: ParcelForm[];
}

export type ShipmentCommand =
  | { type: 'CreateShipment'; data: ShipmentForm & { statusId: number } }
  | { type: 'UpdateShipment'; data: ShipmentForm & { statusId: number } }
  | { type: 'ChangeShipmentStatus'; data: { shipmentId: number; statusId: number } }
  | { type: 'InvoiceShipment'; data: { shipmentId: number; invoiceId: number } }
  | { type: 'RemoveShipmentInvoice'; data: { shipmentId: number; invoiceId: number } }
  | { type: 'DeleteShipment'; data: { shipmentId: number } };

export function evolveShipment(state: ShipmentState, event: ShipmentEvent): ShipmentState {
  switch (event.type) {
    case 'ShipmentCreated':
      return {
        status: 'active',
        shipmentId: event.data.shipmentId,
        shipment: recordedShipment(event.data.shipment),
        statusId: event.data.statusId,
        parcels: noSavedLines(),
        invoiceId: null,
      };
    case 'ShipmentDeleted':
      return { status: 'deleted' };
    default:
      return state.status === 'active' ? evolveActive(state, event) : state;
  }
}

function evolveActive(state: ActiveShipment, event: Exclude<ShipmentEvent, { type: 'ShipmentCreated' | 'ShipmentDeleted' }>): ShipmentState {
  switch (event.type) {
    case 'ShipmentUpdated':
      return { ...state, shipment: recordedShipment(event.data.after) };
    case 'ShipmentStatusChanged':
      return { ...state, statusId: event.data.statusId };
    case 'ShipmentParcelsAdded':
      return { ...state, parcels: evolveSavedLines(state.parcels, { kind: 'added', lines: event.data.parcels, lineKeys: event.data.lineKeys }) };
    case 'ShipmentParcelChanged':
      return { ...state, parcels: evolveSavedLines(state.parcels, { kind: 'changed', line: event.data.parcel }) };
    case 'ShipmentParcelRemoved':
    case 'ShipmentParcelRestored':
      return {
        ...state,
        parcels: evolveSavedLines(state.parcels, { kind: event.type === 'ShipmentParcelRestored' ? 'restored' : 'removed', lineId: event.data.parcelId }),
      };
    case 'ShipmentInvoiced':
      return { ...state, invoiceId: event.data.invoiceId };
    case 'ShipmentInvoiceRemoved':
      return { ...state, invoiceId: null };
    default:
      return unhandled(event);
  }
}

function active(state: ShipmentState): ActiveShipment {
  if (state.status !== 'active') throw notFound('shipping.shipmentNotFound');
  return state;
}

/** The type follows the group: the hidden total is zeroed, the shown ones must be above 0. */
function recordOf({ typeId, details }: ShipmentForm): ShipmentRecord {
  const { details: measured, errors } = measuresFor(typeId, details);
  if (errors.length > 0) throw invalid('error.invalidInput', errors);
  return { ...measured, typeId };
}

// By value, whatever the order of the fields (a record from before boxes were measured gets its sides last).
const sameRecord = (a: ShipmentRecord, b: ShipmentRecord) =>
  (Object.keys({ ...a, ...b }) as (keyof ShipmentRecord)[]).every((field) => JSON.stringify(a[field]) === JSON.stringify(b[field]));

/** The parcel list as the form holds it, against the parcels on record (`savedLineChanges`). */
function parcelEvents(shipmentId: number, parcels: ParcelForm[], saved: SavedLines<ParcelFields>): ShipmentEvent[] {
  const inputs = parcels.map(({ id, lineKey, isActive, weight, value }) => ({ id, lineKey, isActive, fields: { weight, value } }));
  const changes = savedLineChanges(inputs, saved, (a, b) => a.weight === b.weight && a.value === b.value, 'shipping.parcelNotFound', 'parcels');
  const events: ShipmentEvent[] = [];
  if (changes.added.length > 0) events.push({ type: 'ShipmentParcelsAdded', data: { shipmentId, parcels: changes.added, ...keysOf(changes.addedKeys) } });
  for (const parcel of changes.changed) events.push({ type: 'ShipmentParcelChanged', data: { shipmentId, parcel } });
  for (const parcelId of changes.removed) events.push({ type: 'ShipmentParcelRemoved', data: { shipmentId, parcelId } });
  // A package's parcel taken out gave the package back to storage (it may be in another shipment since): it comes back only by consolidating it again.
  const packageParcels = new Set(Object.entries(saved.lineKeys).flatMap(([key, parcelId]) => (packageOfParcelKey(key) === null ? [] : [parcelId])));
  if (changes.restored.some((parcelId) => packageParcels.has(parcelId))) throw conflict('shipping.packageParcelRestore');
  for (const parcelId of changes.restored) events.push({ type: 'ShipmentParcelRestored', data: { shipmentId, parcelId } });
  return events;
}

export function decideShipment(command: ShipmentCommand, state: ShipmentState): ShipmentEvent[] {
  switch (command.type) {
    case 'CreateShipment': {
      if (state.status !== 'absent') throw conflict('error.concurrency');
      const { shipmentId, statusId, parcels } = command.data;
      return [
        { type: 'ShipmentCreated', data: { shipmentId, statusId, shipment: recordOf(command.data) } },
        ...parcelEvents(shipmentId, parcels, noSavedLines()),
      ];
    }
    case 'UpdateShipment': {
      const current = active(state);
      const { shipmentId, statusId, parcels } = command.data;
      const after = recordOf(command.data);
      const events: ShipmentEvent[] = sameRecord(current.shipment, after)
        ? []
        : [{ type: 'ShipmentUpdated', data: { shipmentId, before: current.shipment, after } }];
      if (statusId !== current.statusId) events.push({ type: 'ShipmentStatusChanged', data: { shipmentId, statusId } });
      return [...events, ...parcelEvents(shipmentId, parcels, current.parcels)];
    }
    case 'ChangeShipmentStatus':
      return active(state).statusId === command.data.statusId ? [] : [{ type: 'ShipmentStatusChanged', data: command.data }];
    case 'InvoiceShipment': {
      const { invoiceId } = active(state);
      if (invoiceId === command.data.invoiceId) return [];
      if (invoiceId !== null) throw conflict('shipping.alreadyInvoiced');
      return [{ type: 'ShipmentInvoiced', data: command.data }];
    }
    case 'RemoveShipmentInvoice':
      return state.status === 'active' && state.invoiceId === command.data.invoiceId ? [{ type: 'ShipmentInvoiceRemoved', data: command.data }] : [];
    case 'DeleteShipment': {
      const current = active(state);
      if (current.invoiceId !== null) throw conflict('shipping.shipmentInvoiced');
      return [{ type: 'ShipmentDeleted', data: { shipmentId: command.data.shipmentId, shipment: current.shipment } }];
    }
    default:
      return unhandled(command);
  }
}

export const shipmentDecider: Decider<ShipmentCommand, ShipmentEvent, ShipmentState> = {
  initialState: { status: 'absent' },
  evolve: evolveShipment,
  decide: decideShipment,
};
