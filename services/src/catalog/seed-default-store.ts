import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DEFAULT_STORE_ID, storeStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { storeDecider } from './store.decider';

/** The business's own store (id 1, which every product names by default) exists from the first start on. */
@Injectable()
export class DefaultStoreSeeder implements OnApplicationBootstrap {
  constructor(private readonly aggregates: AggregateRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.aggregates.execute(storeStream(DEFAULT_STORE_ID), storeDecider, { type: 'SeedDefaultStore', data: {} }, systemContext('store-seed'));
  }
}
