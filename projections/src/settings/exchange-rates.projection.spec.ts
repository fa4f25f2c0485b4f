import type { DomainEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { EXCHANGE_RATES, exchangeRatesProjection } from './exchange-rates.projection';

const set = (effectiveDate: string, vndPerUsd: number): DomainEvent => ({ type: 'ExchangeRateSet', data: { effectiveDate, vndPerUsd } });

describe('exchange rates projection', () => {
  it('keeps one document per day; a new rate for a day replaces its document', () => {
    const documents = project(exchangeRatesProjection, recorded([set('2000-01-01', 26000), set('2026-11-25', 26150), set('2026-11-25', 26200)]));
    expect([...documents.keys()].sort()).toEqual([`${EXCHANGE_RATES}/2000-01-01`, `${EXCHANGE_RATES}/2026-11-25`]);
    expect(documents.get(`${EXCHANGE_RATES}/2026-11-25`)).toMatchObject({ id: '2026-11-25', effectiveDate: '2026-11-25', vndPerUsd: 26200 });
  });

  it('gives the same documents when every event is applied twice', () => {
    const events = recorded([set('2000-01-01', 26000), set('2026-11-25', 26150)]);
    expect(project(exchangeRatesProjection, eachTwice(events))).toEqual(project(exchangeRatesProjection, events));
  });
});
