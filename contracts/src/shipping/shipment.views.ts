import type { Parcel, ShipmentRecord } from './shipment.events';
import type { GroupType } from './shipment.schemas';

export interface ParcelView extends Parcel {
  isActive: boolean;
}

/** One entry of a shipment's status history (the public timeline). */
export interface StatusEntry {
  statusId: number;
  dateCreated: string;
}

export interface ShipmentView extends ShipmentRecord {
  id: number;
  /** The id and the group id as text, so the list's column filters are plain text matches. */
  idText: string;
  groupText: string;
  /** Sender's and receiver's customer ids, flat so the list filters on them through an index. */
  senderId: number;
  receiverId: number;
  /** `trackingKey(mtlTracking)`: the public lookup goes through it. */
  trackingKey: string;
  statusId: number;
  statusHistory: StatusEntry[];
  parcels: ParcelView[];
  invoiceId: number | null;
  createdBy: string | null;
  dateCreated: string;
}

/** A row of the shipment list: the view plus its sender's and receiver's names. */
export interface ShipmentListRow extends ShipmentView {
  senderName: string | null;
  receiverName: string | null;
}

export interface ShipmentGroupView {
  id: number;
  typeId: GroupType;
  statusId: number;
  shipmentDate: string;
  /** Sums over the group's shipments (weight in hundredths of a pound, value in US cents). */
  totalBox: number;
  totalWeight: number;
  totalPallet: number;
  totalValue: number;
  shipmentCount: number;
  orderCount: number;
  createdBy: string | null;
  dateCreated: string;
}

/** The public tracking reply: statuses and dates only, never names, addresses, weights or values. */
export interface TrackingEntry {
  statusName: string;
  dateCreated: string;
}

/**
 * A shipment as one of its customers sees it: their own party in full, the other party by name only
 * (nothing else of another customer), the measures, and the timeline in the reader's language.
 */
export interface OwnShipmentView {
  id: number;
  mtlTracking: string;
  typeId: GroupType;
  shipmentDate: string;
  /** Which side of it the reader is (both, when they sent it to themselves). */
  role: 'sender' | 'receiver' | 'both';
  sender: OwnShipmentParty;
  receiver: OwnShipmentParty;
  totalBox: number;
  totalPallet: number;
  /** Hundredths of a pound. */
  totalWeight: number;
  /** Declared value in US cents. */
  totalValue: number;
  description: string;
  statusName: string;
  timeline: TrackingEntry[];
}

/** A party of a shipment: the reader's own with its address and contacts; the other's name alone. */
export interface OwnShipmentParty {
  name: string | null;
  address1: string | null;
  address2: string | null;
  phone: string | null;
  email: string | null;
}

/** What a scanned label found: its shipment, or null when no shipment has that number. */
export interface ScanLookup {
  shipment: ShipmentListRow | null;
}
