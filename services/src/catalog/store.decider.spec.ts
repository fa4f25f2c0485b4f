import { deciderSpec } from '../testing/decider-spec';
import { storeDecider } from './store.decider';

const spec = deciderSpec(storeDecider);
const seeded = { type: 'StoreRegistered' as const, data: { storeId: 1, name: 'MTL Cargo', userId: null } };

describe('store decider', () => {
  it('seeds the default store once', () => {
    spec.given([]).when({ type: 'SeedDefaultStore', data: {} }).then([seeded]);
    spec.given([seeded]).when({ type: 'SeedDefaultStore', data: {} }).then([]);
  });

  it('registers a store under the user who asked, and never twice under one id', () => {
    const registered = { type: 'StoreRegistered' as const, data: { storeId: 2, name: 'Saigon branch', userId: 7 } };
    spec
      .given([])
      .when({ type: 'RegisterStore', data: { storeId: 2, name: 'Saigon branch', userId: 7 } })
      .then([registered]);
    spec
      .given([registered])
      .when({ type: 'RegisterStore', data: { storeId: 2, name: 'Again', userId: 7 } })
      .thenThrows('error.concurrency');
  });
});
