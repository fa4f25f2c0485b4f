import type { DomainEvent } from '../platform/envelope';
import type { BOX_SIDES, GroupType, ShipmentDetails, ShipmentGroupDetails } from './shipment.schemas';

type BoxSide = (typeof BOX_SIDES)[number];

export const shipmentStream = (shipmentId: number) => `shipment-${shipmentId}`;
export const shipmentGroupStream = (groupId: number) => `shipmentgroup-${groupId}`;
/** One claim stream per tracking number (by `trackingKey`): the shipment holding it, so two creates cannot share one. */
export const trackingClaimStream = (key: string) => `shipmenttracking-${encodeURIComponent(key)}`;

/** A shipment's fields as recorded: the form's, with the type it took from its group. */
export interface ShipmentRecord extends ShipmentDetails {
  typeId: GroupType;
}

/** A record as its event holds it: one from before boxes were measured has no sides, read as 0 (not measured). */
export const recordedShipment = (record: Omit<ShipmentRecord, BoxSide> & Partial<Pick<ShipmentRecord, BoxSide>>): ShipmentRecord => ({
  ...record,
  boxLength: record.boxLength ?? 0,
  boxWidth: record.boxWidth ?? 0,
  boxHeight: record.boxHeight ?? 0,
});

export interface Parcel {
  id: number;
  /** Hundredths of a pound. */
  weight: number;
  /** US cents. */
  value: number;
}

export type ShipmentCreated = DomainEvent<'ShipmentCreated', { shipmentId: number; statusId: number; shipment: ShipmentRecord }>;
/** `before` travels with the change so group totals move with it (out of the old group, into the new). */
export type ShipmentUpdated = DomainEvent<'ShipmentUpdated', { shipmentId: number; before: ShipmentRecord; after: ShipmentRecord }>;
export type ShipmentStatusChanged = DomainEvent<'ShipmentStatusChanged', { shipmentId: number; statusId: number }>;
/** `lineKeys`: the key the form gave each parcel, by parcel id, so the same save sent again adds nothing. */
export type ShipmentParcelsAdded = DomainEvent<'ShipmentParcelsAdded', { shipmentId: number; parcels: Parcel[]; lineKeys?: Record<number, string> }>;
export type ShipmentParcelChanged = DomainEvent<'ShipmentParcelChanged', { shipmentId: number; parcel: Parcel }>;
/** Soft: the parcel stays, inactive, and can be restored. */
export type ShipmentParcelRemoved = DomainEvent<'ShipmentParcelRemoved', { shipmentId: number; parcelId: number }>;
export type ShipmentParcelRestored = DomainEvent<'ShipmentParcelRestored', { shipmentId: number; parcelId: number }>;
/** Billing links an invoice; from then on the shipment cannot be deleted. */
export type ShipmentInvoiced = DomainEvent<'ShipmentInvoiced', { shipmentId: number; invoiceId: number }>;
/** Its invoice was deleted (before any payment): the shipment can be deleted or invoiced again. */
export type ShipmentInvoiceRemoved = DomainEvent<'ShipmentInvoiceRemoved', { shipmentId: number; invoiceId: number }>;
export type ShipmentDeleted = DomainEvent<'ShipmentDeleted', { shipmentId: number; shipment: ShipmentRecord }>;
export type ShipmentEvent =
  | ShipmentCreated
  | ShipmentUpdated
  | ShipmentStatusChanged
  | ShipmentParcelsAdded
  | ShipmentParcelChanged
  | ShipmentParcelRemoved
  | ShipmentParcelRestored
  | ShipmentInvoiced
  | ShipmentInvoiceRemoved
  | ShipmentDeleted;

/** What joins a group: a shipment or an order. */
export interface GroupMember {
  kind: 'shipment' | 'order';
  id: number;
}

export type ShipmentGroupAdded = DomainEvent<'ShipmentGroupAdded', { groupId: number; statusId: number; details: ShipmentGroupDetails }>;
export type ShipmentGroupUpdated = DomainEvent<'ShipmentGroupUpdated', { groupId: number; statusId: number; details: ShipmentGroupDetails }>;
/**
 * Membership is recorded on the group's own stream, with its expected revision, so a group cannot be
 * deleted while something joins it, and a member never joins a deleted group.
 */
export type ShipmentGroupJoined = DomainEvent<'ShipmentGroupJoined', { groupId: number; member: GroupMember }>;
export type ShipmentGroupLeft = DomainEvent<'ShipmentGroupLeft', { groupId: number; member: GroupMember }>;
export type ShipmentGroupDeleted = DomainEvent<'ShipmentGroupDeleted', { groupId: number }>;
export type ShipmentGroupEvent = ShipmentGroupAdded | ShipmentGroupUpdated | ShipmentGroupJoined | ShipmentGroupLeft | ShipmentGroupDeleted;
