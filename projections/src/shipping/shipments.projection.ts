import { recordedShipment, trackingKey, type RecordedEvent, type ShipmentEvent, type ShipmentRecord, type ShipmentView, unhandled } from '@cargo/contracts';
import { change, changeFollowed, projection, type DocumentChange } from '../platform/projection';

export const SHIPMENTS = 'shipments';
/** One document per shipment and customer on it (sender, receiver, or both): a customer's own shipments, newest first, through one index. */
export const CUSTOMER_SHIPMENTS = 'customer_shipments';

export interface CustomerShipmentDoc {
  id: string;
  customerId: number;
  shipmentId: number;
  shipmentDate: string;
}

/**
 * The shipment list and record: one document per shipment, with its parcels (removed ones kept,
 * inactive) and its status history, which the public tracking reply reads.
 */
export const shipmentsProjection = projection<ShipmentEvent>({
  name: 'shipments',
  collections: [SHIPMENTS, CUSTOMER_SHIPMENTS],
  // 2: the parties' addresses and contacts are kept sealed (rebuilt once, so earlier ones are too).
  // 3: each customer's shipments (`customer_shipments`).
  version: 3,
  // The list's column filters (id, tracking number, group as text; sender, receiver), the group's
  // shipments, and the public lookup by tracking number.
  indexes: [
    {
      collection: SHIPMENTS,
      indexes: [['groupId'], ['trackingKey'], ['senderId'], ['receiverId'], ['shipmentDate'], ['dateCreated'], ['mtlTracking']],
      text: ['idText', 'mtlTracking', 'groupText'],
    },
    { collection: CUSTOMER_SHIPMENTS, indexes: [['customerId', 'shipmentDate', 'shipmentId']] },
  ],
  handles: [
    'ShipmentCreated',
    'ShipmentUpdated',
    'ShipmentStatusChanged',
    'ShipmentParcelsAdded',
    'ShipmentParcelChanged',
    'ShipmentParcelRemoved',
    'ShipmentParcelRestored',
    'ShipmentInvoiced',
    'ShipmentInvoiceRemoved',
    'ShipmentDeleted',
  ],
  changes: (event) => [changeFollowed<ShipmentView>(SHIPMENTS, event.data.shipmentId, (doc) => evolveShipmentView(doc, event), customersMoved)],
});

/** The customers a shipment is on, and its date, as `customer_shipments` keeps them. */
const partiesOf = (shipment: ShipmentView | null): Map<number, string> =>
  new Map(shipment ? [shipment.senderId, shipment.receiverId].map((customerId) => [customerId, shipment.shipmentDate]) : []);

/** Moves `customer_shipments` when a shipment's parties or date moved (a status change moves nothing). */
function customersMoved(before: ShipmentView | null, after: ShipmentView | null): DocumentChange[] {
  const was = partiesOf(before);
  const is = partiesOf(after);
  const changes: DocumentChange[] = [];
  for (const customerId of was.keys()) if (!is.has(customerId)) changes.push(change(CUSTOMER_SHIPMENTS, `${customerId}:${before!.id}`, () => null));
  for (const [customerId, shipmentDate] of is) {
    if (was.get(customerId) === shipmentDate) continue;
    const doc: CustomerShipmentDoc = { id: `${customerId}:${after!.id}`, customerId, shipmentId: after!.id, shipmentDate };
    changes.push(change<CustomerShipmentDoc>(CUSTOMER_SHIPMENTS, doc.id, () => doc));
  }
  return changes;
}

const recordFields = (shipment: ShipmentRecord) => ({
  ...recordedShipment(shipment),
  groupText: String(shipment.groupId),
  trackingKey: trackingKey(shipment.mtlTracking),
  senderId: shipment.sender.customerId,
  receiverId: shipment.receiver.customerId,
});

/**
 * The event's data as the log keeps it: the parties' addresses and contacts stay sealed in the read
 * model (opened when read), so erasing a customer erases them from every shipment too.
 */
const stored = <E extends RecordedEvent<ShipmentEvent>>(event: E) => (event.sealed ?? event.data) as E['data'];

export function evolveShipmentView(doc: ShipmentView | null, event: RecordedEvent<ShipmentEvent>): ShipmentView | null {
  const when = event.metadata.timestamp;
  switch (event.type) {
    case 'ShipmentCreated': {
      const { shipmentId, statusId, shipment } = stored(event);
      return {
        ...recordFields(shipment),
        id: shipmentId,
        idText: String(shipmentId),
        statusId,
        statusHistory: [{ statusId, dateCreated: when }],
        parcels: [],
        invoiceId: null,
        createdBy: event.metadata.actor,
        dateCreated: when,
      };
    }
    case 'ShipmentUpdated':
      return doc && { ...doc, ...recordFields(stored(event).after) };
    case 'ShipmentStatusChanged':
      return doc && { ...doc, statusId: event.data.statusId, statusHistory: [...doc.statusHistory, { statusId: event.data.statusId, dateCreated: when }] };
    case 'ShipmentParcelsAdded':
      return doc && { ...doc, parcels: [...doc.parcels, ...event.data.parcels.map((parcel) => ({ ...parcel, isActive: true }))] };
    case 'ShipmentParcelChanged': {
      const { parcel } = event.data;
      return doc && { ...doc, parcels: doc.parcels.map((saved) => (saved.id === parcel.id ? { ...saved, ...parcel } : saved)) };
    }
    case 'ShipmentParcelRemoved':
    case 'ShipmentParcelRestored': {
      const isActive = event.type === 'ShipmentParcelRestored';
      return doc && { ...doc, parcels: doc.parcels.map((saved) => (saved.id === event.data.parcelId ? { ...saved, isActive } : saved)) };
    }
    case 'ShipmentInvoiced':
      return doc && { ...doc, invoiceId: event.data.invoiceId };
    case 'ShipmentInvoiceRemoved':
      return doc && { ...doc, invoiceId: null };
    case 'ShipmentDeleted':
      return null;
    default:
      return unhandled(event);
  }
}
