import { invalid, vendorStream, type DomainError, type MessageKey, type VendorUser } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { streamStep, type WorkflowStep } from '../platform/write-model/workflow';
import { vendorDecider } from './vendor.decider';

/**
 * The workflow step that claims the vendor, on its own stream, for a stock row or an expense about to
 * name it: a delete decided on that stream after this sees the claim, and a claim after a delete is
 * refused (400 on `vendorId` with `refusal`). An expense's claim is counted and taken back by its
 * undo; one claim holds the vendor for every stock row, which are never removed for good.
 */
export function vendorClaim(aggregates: AggregateRepository, vendorId: number, by: VendorUser, refusal: MessageKey): WorkflowStep {
  const unname = by === 'expense' ? { type: 'UnnameVendor' as const, data: { vendorId, by } } : undefined;
  const gone = (error: DomainError) => (error.code === 'vendors.vendorNotFound' ? invalid('error.invalidInput', [{ path: 'vendorId', code: refusal }]) : error);
  return streamStep(aggregates, 'name-vendor', vendorStream(vendorId), vendorDecider, { type: 'NameVendor', data: { vendorId, by } }, unname, gone);
}

/** The step that gives back an expense's claim on a vendor it no longer names (deleted, or moved to another vendor). */
export function vendorRelease(aggregates: AggregateRepository, vendorId: number): WorkflowStep {
  return streamStep(aggregates, `unname-vendor-${vendorId}`, vendorStream(vendorId), vendorDecider, {
    type: 'UnnameVendor',
    data: { vendorId, by: 'expense' },
  });
}
