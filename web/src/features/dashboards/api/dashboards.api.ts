import type { CustomerDashboard, OverviewDashboard } from '@cargo/contracts';
import { api } from '../../../app/api';

/** The overview's range; absent, the server's default (the last twelve months). */
export interface OverviewRange {
  from?: string;
  to?: string;
}

export const dashboardsApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    customerDashboard: build.query<CustomerDashboard, number>({ query: (id) => `/dashboard/get/customer/by/id/${id}`, providesTags: (_dashboard, _error, id) => [{ type: 'Dashboard', id: `customer-${id}` }] }),
    overview: build.query<OverviewDashboard, OverviewRange>({ query: (params) => ({ url: '/dashboard/get/overview', params }), providesTags: [{ type: 'Dashboard', id: 'overview' }] }),
  }),
});

export const { useCustomerDashboardQuery, useOverviewQuery } = dashboardsApi;
