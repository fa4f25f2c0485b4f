import { deciderSpec } from '../testing/decider-spec';
import { exchangeRateDecider, rateOn } from './exchange-rate.decider';

const set = (effectiveDate: string, vndPerUsd: number) => ({ type: 'ExchangeRateSet' as const, data: { effectiveDate, vndPerUsd } });

describe('exchange rates', () => {
  const spec = deciderSpec(exchangeRateDecider);

  it('the first start seeds the configured rate from the earliest day; a later start seeds nothing', () => {
    spec
      .given([])
      .when({ type: 'SeedExchangeRate', data: { vndPerUsd: 26000 } })
      .then([set('2000-01-01', 26000)]);
    spec
      .given([set('2000-01-01', 26000)])
      .when({ type: 'SeedExchangeRate', data: { vndPerUsd: 25000 } })
      .then([]);
  });

  it('a rate is set for a day; the same rate for the same day again changes nothing', () => {
    spec
      .given([set('2000-01-01', 26000)])
      .when({ type: 'SetExchangeRate', data: { effectiveDate: '2026-11-25', vndPerUsd: 26150 } })
      .then([set('2026-11-25', 26150)]);
    spec
      .given([set('2000-01-01', 26000), set('2026-11-25', 26150)])
      .when({ type: 'SetExchangeRate', data: { effectiveDate: '2026-11-25', vndPerUsd: 26150 } })
      .then([]);
  });

  it('the rate in force on a day is the one of the latest day not after it; a new rate for a day replaces it', () => {
    let state = exchangeRateDecider.initialState;
    for (const event of [set('2000-01-01', 26000), set('2026-11-25', 26150), set('2026-11-20', 26100), set('2026-11-25', 26200)])
      state = exchangeRateDecider.evolve(state, event);
    expect(state.rates.map((rate) => rate.effectiveDate)).toEqual(['2000-01-01', '2026-11-20', '2026-11-25']);
    expect(rateOn(state, '2026-11-19')?.vndPerUsd).toBe(26000);
    expect(rateOn(state, '2026-11-20')?.vndPerUsd).toBe(26100);
    expect(rateOn(state, '2026-11-24')?.vndPerUsd).toBe(26100);
    expect(rateOn(state, '2027-01-01')?.vndPerUsd).toBe(26200);
    expect(rateOn(exchangeRateDecider.initialState, '2026-11-25')).toBeNull();
  });
});
