import type { DomainEvent } from '../platform/envelope';
import type { GroupType } from '../shipping/shipment.schemas';
import type { Carrier } from './tracking-number';

export const preAlertStream = (preAlertId: number) => `prealert-${preAlertId}`;
export const packageStream = (packageId: number) => `package-${packageId}`;
/** Who holds a received tracking number: one package per number, so a package is received once. */
export const packageTrackingStream = (trackingNumber: string) => `packagetracking-${trackingNumber}`;
/** One customer pre-alerts a number once (two customers may each announce theirs). */
export const preAlertTrackingStream = (customerId: number, trackingNumber: string) => `prealerttracking-${customerId}-${trackingNumber}`;

export const PACKAGE_CONDITIONS = ['ok', 'damaged', 'opened'] as const;
export type PackageCondition = (typeof PACKAGE_CONDITIONS)[number];

/** A line of what the customer says is in the parcel; its value (the line's, all its units) in US cents. */
export interface ContentLine {
  description: string;
  quantity: number;
  value: number;
  hsCode: string;
}

/** What a customer announces: the carrier's parcel on its way to the US warehouse. */
export interface PreAlertDetails {
  carrier: Carrier;
  trackingNumber: string;
  contents: ContentLine[];
  service: GroupType;
  /** An uploaded invoice or receipt (`fileId` of a receiving file), or none. */
  fileId: string | null;
  note: string;
}

export type PreAlertAdded = DomainEvent<'PreAlertAdded', { preAlertId: number; customerId: number; preAlert: PreAlertDetails }>;
export type PreAlertUpdated = DomainEvent<'PreAlertUpdated', { preAlertId: number; after: PreAlertDetails }>;
export type PreAlertCancelled = DomainEvent<'PreAlertCancelled', { preAlertId: number }>;
/** Staff scanned the announced parcel in: it is the package now. */
export type PreAlertReceived = DomainEvent<'PreAlertReceived', { preAlertId: number; packageId: number }>;
export type PreAlertEvent = PreAlertAdded | PreAlertUpdated | PreAlertCancelled | PreAlertReceived;
/** Every pre-alert event's type, for the projections that follow them all (keyed by type, so none can be left out). */
export const PRE_ALERT_EVENT_TYPES = Object.keys({
  PreAlertAdded: true,
  PreAlertUpdated: true,
  PreAlertCancelled: true,
  PreAlertReceived: true,
} satisfies Record<PreAlertEvent['type'], true>) as PreAlertEvent['type'][];

/** What staff measure and see at the dock. Weight in hundredths of a pound, sides in whole inches. */
export interface PackageReceipt {
  weight: number;
  length: number;
  width: number;
  height: number;
  condition: PackageCondition;
  conditionNote: string;
  photoIds: string[];
  bin: string;
}

/** The name and address typed from the label of a package nobody announced. */
export interface PackageLabel {
  name: string;
  address: string;
}

export type PackageReceived = DomainEvent<
  'PackageReceived',
  {
    packageId: number;
    trackingNumber: string;
    carrier: Carrier;
    /** Null: an unknown package, waiting for its owner. */
    customerId: number | null;
    preAlertId: number | null;
    receipt: PackageReceipt;
    label: PackageLabel | null;
    /** The day it came in (`YYYY-MM-DD`): storage days count from it. */
    receivedOn: string;
    /** What the customer declared it is worth, US cents (the pre-alert's contents; 0 without one). */
    declaredValue: number;
  }
>;
export type PackageOwnerAssigned = DomainEvent<'PackageOwnerAssigned', { packageId: number; customerId: number }>;
export type PackageHeld = DomainEvent<'PackageHeld', { packageId: number; reason: string }>;
export type PackageReleased = DomainEvent<'PackageReleased', { packageId: number }>;
export type PackageReturned = DomainEvent<'PackageReturned', { packageId: number; reason: string }>;
export type PackageDisposed = DomainEvent<'PackageDisposed', { packageId: number; reason: string }>;
/** The customer asked to ship it (a ship request names it). */
export type PackageRequested = DomainEvent<'PackageRequested', { packageId: number; requestId: number }>;
/** Their request was cancelled: it is in storage again. */
export type PackageRequestWithdrawn = DomainEvent<'PackageRequestWithdrawn', { packageId: number; requestId: number }>;
/**
 * Staff put it in a shipment (one parcel of it): it left the shelf on `consolidatedOn`, and the
 * storage fee it ran up until then (US cents, by the terms of that day) is settled, for the shipment's invoice.
 */
export type PackageConsolidated = DomainEvent<'PackageConsolidated', { packageId: number; shipmentId: number; consolidatedOn: string; storageFee: number }>;
/** Its shipment's group departed. */
export type PackageShipped = DomainEvent<'PackageShipped', { packageId: number; shipmentId: number; shippedOn: string }>;
/** The group's departure was taken back: it waits in its shipment again. */
export type PackageUnshipped = DomainEvent<'PackageUnshipped', { packageId: number; shipmentId: number }>;
/** Its parcel left the shipment: it is in storage again. */
export type PackageUnconsolidated = DomainEvent<'PackageUnconsolidated', { packageId: number; shipmentId: number }>;
export type PackageEvent =
  | PackageReceived
  | PackageOwnerAssigned
  | PackageHeld
  | PackageReleased
  | PackageReturned
  | PackageDisposed
  | PackageRequested
  | PackageRequestWithdrawn
  | PackageConsolidated
  | PackageUnconsolidated
  | PackageShipped
  | PackageUnshipped;
/** Every package event's type, for the projections that follow them all (keyed by type, so none can be left out). */
export const PACKAGE_EVENT_TYPES = Object.keys({
  PackageReceived: true,
  PackageOwnerAssigned: true,
  PackageHeld: true,
  PackageReleased: true,
  PackageReturned: true,
  PackageDisposed: true,
  PackageRequested: true,
  PackageRequestWithdrawn: true,
  PackageConsolidated: true,
  PackageUnconsolidated: true,
  PackageShipped: true,
  PackageUnshipped: true,
} satisfies Record<PackageEvent['type'], true>) as PackageEvent['type'][];

export const shipRequestStream = (requestId: number) => `shiprequest-${requestId}`;
export const PACKING = ['keepBoxes', 'repack'] as const;
export type Packing = (typeof PACKING)[number];

/** What the customer asks: their received packages, how they travel, where to, insured or not, packed how. */
export interface ShipRequestDetails {
  packageIds: number[];
  service: GroupType;
  addressId: number;
  insurance: boolean;
  packing: Packing;
  note: string;
}
export type ShipRequested = DomainEvent<'ShipRequested', { requestId: number; customerId: number; request: ShipRequestDetails }>;
export type ShipRequestCancelled = DomainEvent<'ShipRequestCancelled', { requestId: number }>;
export type ShipRequestConsolidated = DomainEvent<'ShipRequestConsolidated', { requestId: number; shipmentId: number }>;
export type ShipRequestEvent = ShipRequested | ShipRequestCancelled | ShipRequestConsolidated;
