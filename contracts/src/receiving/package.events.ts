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

/** A line of what the customer says is in the parcel; its value in US cents. */
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
  }
>;
export type PackageOwnerAssigned = DomainEvent<'PackageOwnerAssigned', { packageId: number; customerId: number }>;
export type PackageHeld = DomainEvent<'PackageHeld', { packageId: number; reason: string }>;
export type PackageReleased = DomainEvent<'PackageReleased', { packageId: number }>;
export type PackageReturned = DomainEvent<'PackageReturned', { packageId: number; reason: string }>;
export type PackageDisposed = DomainEvent<'PackageDisposed', { packageId: number; reason: string }>;
export type PackageEvent = PackageReceived | PackageOwnerAssigned | PackageHeld | PackageReleased | PackageReturned | PackageDisposed;
