import { Inject, Injectable } from '@nestjs/common';
import { invalid, type ExchangeRateView, type Page } from '@cargo/contracts';
import { EXCHANGE_RATES, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

/** The chart reads at most this many days of rates at once (two years). */
const CHART_DAYS = 731;

@Injectable()
export class ExchangeRateQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The history: newest day first, a page at a time, through the day index. */
  async page(page: number, pageSize: number): Promise<Page<ExchangeRateView>> {
    const [items, total] = await Promise.all([this.store.find<ExchangeRateView>(EXCHANGE_RATES, {}, { sort: { effectiveDate: -1 }, skip: page * pageSize, limit: pageSize }), this.store.count(EXCHANGE_RATES, {})]);
    return { items, total, page, pageSize };
  }

  /**
   * The chart's points from `from` to `to`, oldest first, with the rate in force on `from` as the
   * first point (it took effect before the range, and the line starts from it).
   */
  async chart(from: string, to: string): Promise<ExchangeRateView[]> {
    if (from > to || (Date.parse(to) - Date.parse(from)) / 86_400_000 > CHART_DAYS) throw invalid('error.invalidInput', [{ path: 'to', code: 'validation.invalidValue' }]);
    const [before] = await this.store.find<ExchangeRateView>(EXCHANGE_RATES, { effectiveDate: { $lte: from } }, { sort: { effectiveDate: -1 }, limit: 1 });
    const within = await this.store.find<ExchangeRateView>(EXCHANGE_RATES, { effectiveDate: { $gt: from, $lte: to } }, { sort: { effectiveDate: 1 }, limit: CHART_DAYS });
    return before ? [before, ...within] : within;
  }
}
