import type { DomainEvent } from './envelope';

/**
 * A value only one record may hold at a time (a shipment's or an invoice's tracking number): one
 * stream per value names its holder, and appends carry the expected revision, so of two records
 * claiming it at once exactly one wins.
 */
export type KeyClaimed = DomainEvent<'KeyClaimed', { key: string; holderId: number }>;
export type KeyReleased = DomainEvent<'KeyReleased', { key: string; holderId: number }>;
export type UniqueClaimEvent = KeyClaimed | KeyReleased;
