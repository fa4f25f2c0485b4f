import {
  conflict,
  invalid,
  measuresFor,
  notFound,
  type GroupType,
  type Parcel,
  type ParcelForm,
  type ShipmentDetails,
  type ShipmentEvent,
  type ShipmentRecord,
  unhandled,
} from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';
import { keysOf, savedLineChanges, withLineKeys } from '../platform/write-model/saved-lines';

export interface ParcelState extends Parcel {
  isActive: boolean;
}

export interface ActiveShipment {
  status: 'active';
  shipmentId: number;
  shipment: ShipmentRecord;
  statusId: number;
  /** Saved parcels by id, removed ones included (they can be restored). */
  parcels: Record<number, ParcelState>;
  /** The key the form gave each parcel it added, to its parcel id. */
  lineKeys: Record<string, number>;
  lastParcelId: number;
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
        shipment: event.data.shipment,
        statusId: event.data.statusId,
        parcels: {},
        lineKeys: {},
        lastParcelId: 0,
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
      return { ...state, shipment: event.data.after };
    case 'ShipmentStatusChanged':
      return { ...state, statusId: event.data.statusId };
    case 'ShipmentParcelsAdded': {
      const parcels = { ...state.parcels };
      for (const parcel of event.data.parcels) parcels[parcel.id] = { ...parcel, isActive: true };
      return {
        ...state,
        parcels,
        lineKeys: withLineKeys(state.lineKeys, event.data.lineKeys),
        lastParcelId: Math.max(state.lastParcelId, ...event.data.parcels.map((parcel) => parcel.id)),
      };
    }
    case 'ShipmentParcelChanged':
      return {
        ...state,
        parcels: { ...state.parcels, [event.data.parcel.id]: { ...event.data.parcel, isActive: state.parcels[event.data.parcel.id]?.isActive ?? true } },
      };
    case 'ShipmentParcelRemoved':
    case 'ShipmentParcelRestored': {
      const parcel = state.parcels[event.data.parcelId];
      return parcel ? { ...state, parcels: { ...state.parcels, [parcel.id]: { ...parcel, isActive: event.type === 'ShipmentParcelRestored' } } } : state;
    }
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

const sameRecord = (a: ShipmentRecord, b: ShipmentRecord) => JSON.stringify(a) === JSON.stringify(b);

/** The parcel list as the form holds it, against the parcels on record (`savedLineChanges`). */
function parcelEvents(shipmentId: number, parcels: ParcelForm[], state: Pick<ActiveShipment, 'parcels' | 'lineKeys' | 'lastParcelId'>): ShipmentEvent[] {
  const inputs = parcels.map(({ id, lineKey, isActive, weight, value }) => ({ id, lineKey, isActive, fields: { weight, value } }));
  const changes = savedLineChanges(
    inputs,
    { lines: state.parcels, lineKeys: state.lineKeys, lastId: state.lastParcelId },
    (a, b) => a.weight === b.weight && a.value === b.value,
    'shipping.parcelNotFound',
    'parcels',
  );
  const events: ShipmentEvent[] = [];
  if (changes.added.length > 0) events.push({ type: 'ShipmentParcelsAdded', data: { shipmentId, parcels: changes.added, ...keysOf(changes.addedKeys) } });
  for (const parcel of changes.changed) events.push({ type: 'ShipmentParcelChanged', data: { shipmentId, parcel } });
  for (const parcelId of changes.removed) events.push({ type: 'ShipmentParcelRemoved', data: { shipmentId, parcelId } });
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
        ...parcelEvents(shipmentId, parcels, { parcels: {}, lineKeys: {}, lastParcelId: 0 }),
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
      return [...events, ...parcelEvents(shipmentId, parcels, current)];
    }
    case 'ChangeShipmentStatus':
      return active(state).statusId === command.data.statusId ? [] : [{ type: 'ShipmentStatusChanged', data: command.data }];
    case 'InvoiceShipment': {
      const { invoiceId } = active(state);
      if (invoiceId === command.data.invoiceId) return [];
      if (invoiceId !== null) throw conflict('billing.alreadyInvoiced');
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
