import type { DomainEvent } from '../platform/envelope';
import type { VendorDetails } from './vendor.schemas';

export const vendorStream = (vendorId: number) => `vendor-${vendorId}`;

export type VendorAdded = DomainEvent<'VendorAdded', { vendorId: number; details: VendorDetails }>;
export type VendorUpdated = DomainEvent<'VendorUpdated', { vendorId: number; details: VendorDetails }>;
/** Refused while stock names the vendor; afterwards the vendor is gone from lists and pickers. */
export type VendorDeleted = DomainEvent<'VendorDeleted', { vendorId: number }>;
/** The undo of a delete: the vendor is back as it was when deleted. */
export type VendorRestored = DomainEvent<'VendorRestored', { vendorId: number }>;
export type VendorEvent = VendorAdded | VendorUpdated | VendorDeleted | VendorRestored;

export interface VendorView extends VendorDetails {
  id: number;
  dateCreated: string;
}
