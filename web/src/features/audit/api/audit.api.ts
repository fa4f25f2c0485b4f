import type { AuditListRow, Page } from '@cargo/contracts';
import { api } from '../../../app/api';

/** The audit log's filters as the query string sends them. */
export type AuditFilters = Partial<Record<'actor' | 'recordType' | 'recordId' | 'type' | 'correlationId' | 'from' | 'to', string>>;

export interface ChainCheck {
  kept: boolean;
  checked?: number;
  firstBroken?: { position: string; streamId: string; revision: string } | null;
}

export const auditApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<Page<AuditListRow>, AuditFilters & { page: number; pageSize: number }>({ query: (params) => ({ url: '/audit/get', params }), providesTags: ['Audit'] }),
    verifyChain: build.query<ChainCheck, void>({ query: () => '/audit/verify/chain', keepUnusedDataFor: 0 }),
  }),
});

export const { useListAuditQuery, useLazyListAuditQuery, useLazyVerifyChainQuery } = auditApi;
