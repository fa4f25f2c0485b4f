import { Injectable } from '@nestjs/common';
import { EXCHANGE_RATES_STREAM, today, type RateInForce } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { streamRead, type StreamStates } from '../platform/write-model/use-case';
import { exchangeRateDecider, rateOn } from './exchange-rate.decider';

/** The rates stream, as a use case that converts money reads it (folded once per run). */
export const exchangeRatesRead = streamRead(EXCHANGE_RATES_STREAM, exchangeRateDecider);

/** The dong per dollar in force on a day, from the rates stream as a use case read it (seeded at every start before the app serves). */
export function vndPerUsdOn(states: StreamStates, date: string): number {
  const rate = rateOn(states.of(exchangeRatesRead), date);
  if (!rate) throw new Error('no exchange rate has been set (the rates stream was never seeded)');
  return rate.vndPerUsd;
}

/**
 * The rate in force on a day, from the rates stream (a command decides from streams, never from the
 * rates screen's read model). A record converted at it keeps it: a rate set later never changes it.
 */
@Injectable()
export class ExchangeRates {
  constructor(private readonly aggregates: AggregateRepository) {}

  async on(date: string = today()): Promise<RateInForce> {
    const { state } = await this.aggregates.load(EXCHANGE_RATES_STREAM, exchangeRateDecider);
    const rate = rateOn(state, date);
    // Seeded at every start before the app serves; only a store never started has none.
    if (!rate) throw new Error('no exchange rate has been set (the rates stream was never seeded)');
    return { date, ...rate };
  }

  /** The first rate (the seed from EXCHANGE_RATE_VND_PER_USD): what records from before rates were dated were converted at. */
  async first(): Promise<number> {
    const { state } = await this.aggregates.load(EXCHANGE_RATES_STREAM, exchangeRateDecider);
    const [seed] = state.rates;
    if (!seed) throw new Error('no exchange rate has been set (the rates stream was never seeded)');
    return seed.vndPerUsd;
  }
}
