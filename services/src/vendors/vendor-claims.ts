import { DomainError, invalid, vendorStream, type MessageKey, type VendorUser } from '@cargo/contracts';
import { provisionally } from '../platform/event-store/write-gate';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { vendorDecider } from './vendor.decider';

/**
 * Claims the vendor, on its own stream, for a stock row or an expense about to name it: a delete
 * decided on that stream after this sees the claim, and a claim after a delete is refused (400 on
 * `vendorId` with `refusal`). Provisional for an idempotency key: the record that follows confirms it.
 */
export async function nameVendor(aggregates: AggregateRepository, vendorId: number, by: VendorUser, context: CommandContext, refusal: MessageKey): Promise<void> {
  try {
    await provisionally(() => aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'NameVendor', data: { vendorId, by } }, context));
  } catch (error) {
    if (error instanceof DomainError && error.code === 'vendors.vendorNotFound') throw invalid('error.invalidInput', [{ path: 'vendorId', code: refusal }]);
    throw error;
  }
}

/** An expense no longer names the vendor (deleted, or moved to another vendor): its claim is given back. */
export async function unnameVendor(aggregates: AggregateRepository, vendorId: number, context: CommandContext): Promise<void> {
  await aggregates.execute(vendorStream(vendorId), vendorDecider, { type: 'UnnameVendor', data: { vendorId, by: 'expense' } }, context);
}
