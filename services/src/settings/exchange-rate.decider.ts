import type { ExchangeRateEvent } from '@cargo/contracts';
import { unhandled } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** Every rate by its day, in day order: the stream's state (a few hundred a year at most). */
export interface ExchangeRatesState {
  rates: readonly { effectiveDate: string; vndPerUsd: number }[];
}

export type ExchangeRateCommand =
  | { type: 'SetExchangeRate'; data: { effectiveDate: string; vndPerUsd: number } }
  /** At a store's first start: EXCHANGE_RATE_VND_PER_USD becomes the rate in force from the earliest day. */
  | { type: 'SeedExchangeRate'; data: { vndPerUsd: number } };

/** The day the seed rate takes effect: before any record the business keeps. */
export const SEED_EFFECTIVE_DATE = '2000-01-01';

/**
 * The rate in force on a day: the one set for the latest day not after it. A day before every rate
 * (none is, once seeded) takes the earliest one; null before the seed.
 */
export function rateOn(state: ExchangeRatesState, date: string): { effectiveDate: string; vndPerUsd: number } | null {
  let found = state.rates[0] ?? null;
  for (const rate of state.rates) {
    if (rate.effectiveDate > date) break;
    found = rate;
  }
  return found;
}

export const exchangeRateDecider: Decider<ExchangeRateCommand, ExchangeRateEvent, ExchangeRatesState> = {
  initialState: { rates: [] },
  // Every order placed loads this stream: a snapshot keeps that a bounded read as rates accumulate.
  snapshot: { version: 'exchange-rates-1', every: 100 },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExchangeRateSet': {
        const rates = state.rates.filter((rate) => rate.effectiveDate !== event.data.effectiveDate);
        rates.push(event.data);
        rates.sort((a, b) => (a.effectiveDate < b.effectiveDate ? -1 : 1));
        return { rates };
      }
      default:
        return unhandled(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SetExchangeRate': {
        // The same rate for the same day again changes nothing (a form saved twice).
        const same = state.rates.find((rate) => rate.effectiveDate === command.data.effectiveDate);
        return same?.vndPerUsd === command.data.vndPerUsd ? [] : [{ type: 'ExchangeRateSet', data: command.data }];
      }
      case 'SeedExchangeRate':
        return state.rates.length > 0 ? [] : [{ type: 'ExchangeRateSet', data: { effectiveDate: SEED_EFFECTIVE_DATE, vndPerUsd: command.data.vndPerUsd } }];
      default:
        return unhandled(command);
    }
  },
};
