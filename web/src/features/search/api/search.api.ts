import type { SearchHit, SearchQuery } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchRecords: build.query<SearchHit[], SearchQuery>({ query: (params) => ({ url: '/search/get', params }) }),
  }),
});

export const { useSearchRecordsQuery } = searchApi;
