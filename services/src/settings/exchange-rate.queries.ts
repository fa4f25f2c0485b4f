import { Inject, Injectable } from '@nestjs/common';
import { MAX_CHART_DAYS, type ExchangeRateView, type Page } from '@cargo/contracts';
import { EXCHANGE_RATES, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

@Injectable()
export class ExchangeRateQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The history: newest day first, a page at a time, through the day index. */
  async page(page: number, pageSize: number): Promise<Page<ExchangeRateView>> {
    const [items, total] = await Promise.all([
      this.store.find<ExchangeRateView>(EXCHANGE_RATES, {}, { sort: { effectiveDate: -1 }, skip: page * pageSize, limit: pageSize }),
      this.store.count(EXCHANGE_RATES, {}),
    ]);
    return { items, total, page, pageSize };
  }

  /**
   * The chart's points from `from` to `to`, oldest first, with the rate in force on `from` as the
   * first point (it took effect before the range, and the line starts from it). The range is bounded
   * by `exchangeRateChartSchema`.
   */
  async chart(from: string, to: string): Promise<ExchangeRateView[]> {
    const [before] = await this.store.find<ExchangeRateView>(EXCHANGE_RATES, { effectiveDate: { $lte: from } }, { sort: { effectiveDate: -1 }, limit: 1 });
    const within = await this.store.find<ExchangeRateView>(
      EXCHANGE_RATES,
      { effectiveDate: { $gt: from, $lte: to } },
      { sort: { effectiveDate: 1 }, limit: MAX_CHART_DAYS },
    );
    return before ? [before, ...within] : within;
  }
}
