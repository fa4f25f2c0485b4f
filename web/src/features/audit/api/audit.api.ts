import type { AuditListRow, Page, ParkedProjection, ReplayJob } from '@cargo/contracts';
import { api } from '../../../shared/api';

/** The audit log's filters as the query string sends them. */
export type AuditFilters = Partial<Record<'actor' | 'recordType' | 'recordId' | 'type' | 'correlationId' | 'from' | 'to', string>>;

export interface ChainCheck {
  kept: boolean;
  checked?: number;
  firstBroken?: { position: string; streamId: string; revision: string } | null;
}

export const auditApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<Page<AuditListRow>, AuditFilters & { page: number; pageSize: number }>({
      query: (params) => ({ url: '/audit/get', params }),
      providesTags: ['Audit'],
    }),
    verifyChain: build.query<ChainCheck, void>({ query: () => '/audit/verify/chain', keepUnusedDataFor: 0 }),
    parkedProjections: build.query<ParkedProjection[], void>({ query: () => '/audit/verify/projections', keepUnusedDataFor: 0 }),
    replayJob: build.query<ReplayJob, void>({ query: () => '/audit/verify/replay', keepUnusedDataFor: 0 }),
    startReplay: build.mutation<ReplayJob, void>({
      query: () => ({ url: '/audit/verify/replay', method: 'POST' }),
      // The running job is the answer: the screen follows it from there.
      onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled;
        dispatch(auditApi.util.upsertQueryData('replayJob', undefined, data));
      },
    }),
  }),
});

export const { useListAuditQuery, useLazyListAuditQuery, useLazyVerifyChainQuery, useParkedProjectionsQuery, useReplayJobQuery, useStartReplayMutation } =
  auditApi;
