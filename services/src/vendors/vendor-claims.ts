import { invalid, vendorStream, type DomainError, type MessageKey, type VendorUser } from '@cargo/contracts';
import { streamCommand, streamRead, type StreamCommand } from '../platform/write-model/use-case';
import { vendorDecider } from './vendor.decider';

/** Vendors' refusal of a record naming a vendor that is not on record, on the form's vendor field. */
export const vendorNotOnRecord = (refusal: MessageKey = 'vendors.vendorNotFound') => invalid('error.invalidInput', [{ path: 'vendorId', code: refusal }]);

/** A vendor's stream, as a use case that names the vendor reads it. */
export const vendorRead = (vendorId: number) => streamRead(vendorStream(vendorId), vendorDecider);

/**
 * The step that claims the vendor, on its own stream, for a stock row or an expense about to name
 * it: a delete decided on that stream after this sees the claim, and a claim after a delete is
 * refused (400 on `vendorId` with `refusal`). An expense's claim is counted and taken back by its
 * undo; one claim holds the vendor for every stock row, which are never removed for good.
 */
export function vendorClaim(vendorId: number, by: VendorUser, refusal: MessageKey): StreamCommand {
  const gone = (error: DomainError) => (error.code === 'vendors.vendorNotFound' ? vendorNotOnRecord(refusal) : error);
  return streamCommand(
    'name-vendor',
    vendorRead(vendorId),
    { type: 'NameVendor', data: { vendorId, by } },
    { ...(by === 'expense' ? { undo: { type: 'UnnameVendor' as const, data: { vendorId, by } } } : {}), refusal: gone },
  );
}

/** The step that gives back an expense's claim on a vendor it no longer names (deleted, or moved to another vendor). */
export const vendorRelease = (vendorId: number): StreamCommand =>
  streamCommand(`unname-vendor-${vendorId}`, vendorRead(vendorId), { type: 'UnnameVendor', data: { vendorId, by: 'expense' } });
