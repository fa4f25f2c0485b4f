import type { ExchangeRateEvent, ExchangeRateView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const EXCHANGE_RATES = 'exchange_rates';

/** One document per day a rate was set for (its id), for the rates screen's history and chart. */
export const exchangeRatesProjection = projection<ExchangeRateEvent>({
  name: 'exchange-rates',
  collections: [EXCHANGE_RATES],
  handles: ['ExchangeRateSet'],
  indexes: [{ collection: EXCHANGE_RATES, indexes: [['effectiveDate']] }],
  changes: (event) => [
    change<ExchangeRateView>(EXCHANGE_RATES, event.data.effectiveDate, () => ({
      id: event.data.effectiveDate,
      effectiveDate: event.data.effectiveDate,
      vndPerUsd: event.data.vndPerUsd,
      setAt: event.metadata.timestamp,
      setBy: event.metadata.actor ?? 'system',
    })),
  ],
});
