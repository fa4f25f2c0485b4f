import type { AuditListRow, HistoryRecordType, Page, RecordAsOf } from '@cargo/contracts';
import { api } from './api';

/** A record's History tab: its changes, newest first, a page at a time. Tagged with the audit log, so live updates refetch it. */
export const historyApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    recordHistory: build.query<Page<AuditListRow>, { recordType: HistoryRecordType; recordId: string; page: number; pageSize: number }>({
      query: ({ recordType, recordId, page, pageSize }) => ({
        url: `/audit/get/history/${recordType}/${encodeURIComponent(recordId)}`,
        params: { page, pageSize },
      }),
      providesTags: ['Audit'],
    }),
    recordAsOf: build.query<RecordAsOf, { recordType: HistoryRecordType; recordId: string; at: string }>({
      query: ({ recordType, recordId, at }) => ({ url: `/audit/get/history/${recordType}/${encodeURIComponent(recordId)}/as/of`, params: { at } }),
    }),
  }),
});

export const { useRecordHistoryQuery, useRecordAsOfQuery } = historyApi;
