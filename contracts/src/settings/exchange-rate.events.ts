import type { DomainEvent } from '../platform/envelope';

/** Every rate the business has set, in one stream: a few hundred a year at most. */
export const EXCHANGE_RATES_STREAM = 'exchangerates-vnd-usd';

/**
 * Dong per dollar in force from `effectiveDate` (an ISO day) until a later rate's day. A second rate
 * for the same day replaces the first from then on; records converted before keep the rate they used.
 */
export type ExchangeRateSet = DomainEvent<'ExchangeRateSet', { effectiveDate: string; vndPerUsd: number }>;
export type ExchangeRateEvent = ExchangeRateSet;
