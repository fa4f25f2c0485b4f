import type { DomainEvent } from '../platform/envelope';
import type { VendorDetails } from './vendor.schemas';

export const vendorStream = (vendorId: number) => `vendor-${vendorId}`;

export type VendorAdded = DomainEvent<'VendorAdded', { vendorId: number; details: VendorDetails }>;
export type VendorEvent = VendorAdded;

export interface VendorView extends VendorDetails {
  id: number;
  dateCreated: string;
}
