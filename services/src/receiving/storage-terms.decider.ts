import { DEFAULT_STORAGE_TERMS, type StorageTerms, type StorageTermsEvent, unhandled } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

export type StorageTermsCommand = { type: 'SetStorageTerms'; data: { terms: StorageTerms } };

/** The business's storage terms: the defaults until root sets its own; the same terms again write nothing. */
export const storageTermsDecider: Decider<StorageTermsCommand, StorageTermsEvent, StorageTerms> = {
  initialState: DEFAULT_STORAGE_TERMS,
  evolve: (_state, event) => {
    switch (event.type) {
      case 'StorageTermsSet':
        return event.data.terms;
      default:
        return unhandled(event.type);
    }
  },
  decide: ({ data: { terms } }, state) =>
    terms.freeDays === state.freeDays && terms.dailyFee === state.dailyFee && terms.disposeAfterDays === state.disposeAfterDays
      ? []
      : [{ type: 'StorageTermsSet', data: { terms } }],
};
