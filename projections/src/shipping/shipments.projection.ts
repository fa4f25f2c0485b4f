import { trackingKey, type RecordedEvent, type ShipmentEvent, type ShipmentRecord, type ShipmentView, unhandled } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const SHIPMENTS = 'shipments';

/**
 * The shipment list and record: one document per shipment, with its parcels (removed ones kept,
 * inactive) and its status history, which the public tracking reply reads.
 */
export const shipmentsProjection = projection<ShipmentEvent>({
  name: 'shipments',
  collections: [SHIPMENTS],
  // 2: the parties' addresses and contacts are kept sealed (rebuilt once, so earlier ones are too).
  version: 2,
  // The list's column filters (id, tracking number, group as text; sender, receiver), the group's
  // shipments, and the public lookup by tracking number.
  indexes: [{ collection: SHIPMENTS, indexes: [['groupId'], ['trackingKey'], ['senderId'], ['receiverId'], ['shipmentDate'], ['dateCreated'], ['mtlTracking']], text: ['idText', 'mtlTracking', 'groupText'] }],
  handles: ['ShipmentCreated', 'ShipmentUpdated', 'ShipmentStatusChanged', 'ShipmentParcelsAdded', 'ShipmentParcelChanged', 'ShipmentParcelRemoved', 'ShipmentParcelRestored', 'ShipmentInvoiced', 'ShipmentInvoiceRemoved', 'ShipmentDeleted'],
  changes: (event) => [change<ShipmentView>(SHIPMENTS, event.data.shipmentId, (doc) => evolveShipmentView(doc, event))],
});

const recordFields = (shipment: ShipmentRecord) => ({
  ...shipment,
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
      return { ...recordFields(shipment), id: shipmentId, idText: String(shipmentId), statusId, statusHistory: [{ statusId, dateCreated: when }], parcels: [], invoiceId: null, createdBy: event.metadata.actor, dateCreated: when };
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
