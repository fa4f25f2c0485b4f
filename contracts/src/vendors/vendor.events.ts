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

/** What names a vendor, so a delete cannot take it from under it: stock rows (kept for good) and expenses (while kept). */
export type VendorUser = 'stock' | 'expense';
/**
 * Claims kept on the vendor's own stream, appended before the record that names the vendor: the
 * vendor's decider refuses a delete while any is held, decided from the stream (a read model lags).
 */
export type VendorNamed = DomainEvent<'VendorNamed', { vendorId: number; by: VendorUser }>;
/** An expense that named the vendor is gone (deleted, or now naming another vendor). */
export type VendorUnnamed = DomainEvent<'VendorUnnamed', { vendorId: number; by: 'expense' }>;
export type VendorClaimEvent = VendorNamed | VendorUnnamed;

export interface VendorView extends VendorDetails {
  id: number;
  dateCreated: string;
}
