import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EXCHANGE_RATES_STREAM } from '@cargo/contracts';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { exchangeRateDecider } from './exchange-rate.decider';

/** EXCHANGE_RATE_VND_PER_USD is the seed of the first rate (from the earliest day), at a store's first start; after that, staff set rates. */
@Injectable()
export class ExchangeRateSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.aggregates.execute(
      EXCHANGE_RATES_STREAM,
      exchangeRateDecider,
      { type: 'SeedExchangeRate', data: { vndPerUsd: this.config.exchangeRateVndPerUsd } },
      systemContext('exchange-rate-seed'),
    );
  }
}
