import { invalid, storeStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { storeDecider } from './store.decider';

/** A product names a store that exists: the store's stream decides, not the client. */
export async function requireStore(aggregates: AggregateRepository, storeId: number): Promise<void> {
  const { state } = await aggregates.load(storeStream(storeId), storeDecider);
  if (state.status !== 'registered') throw invalid('error.invalidInput', [{ path: 'storeId', code: 'catalog.storeNotFound' }]);
}
