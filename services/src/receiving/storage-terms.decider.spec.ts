import { DEFAULT_STORAGE_TERMS } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { storageTermsDecider } from './storage-terms.decider';

const spec = deciderSpec(storageTermsDecider);
const terms = { freeDays: 14, dailyFee: 75, disposeAfterDays: 60 };

describe('storage terms decider', () => {
  it('sets new terms; the terms in force again write nothing, the defaults included', () => {
    spec
      .given([])
      .when({ type: 'SetStorageTerms', data: { terms } })
      .then([{ type: 'StorageTermsSet', data: { terms } }]);
    spec
      .given([{ type: 'StorageTermsSet', data: { terms } }])
      .when({ type: 'SetStorageTerms', data: { terms } })
      .then([]);
    spec
      .given([])
      .when({ type: 'SetStorageTerms', data: { terms: DEFAULT_STORAGE_TERMS } })
      .then([]);
  });
});
