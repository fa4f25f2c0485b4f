import { merged, recordHistory } from '../platform/history';
import type { ExchangeRateEvent } from './exchange-rate.events';

/** The rates stream's history: each day's rate as an item (`rates#2026-11-25`). */
export const exchangeRateHistory = recordHistory<ExchangeRateEvent>(
  {
    ExchangeRateSet: {
      label: { en: 'Exchange rate set', vi: 'Đặt tỷ giá' },
      fields: ({ effectiveDate, vndPerUsd }, before) => merged(before, { [`rates#${effectiveDate}`]: { effectiveDate, vndPerUsd } }),
    },
  },
  {
    'rates.effectiveDate': { en: 'Effective from', vi: 'Áp dụng từ' },
    'rates.vndPerUsd': { en: 'Dong per dollar', vi: 'Đồng mỗi đô la' },
  },
);
