import type { CustomerDashboard, OverviewDashboard } from '@cargo/contracts';
import { api } from '../../../shared/api';

/** The overview's range (absent: the server's default, the last twelve months) and the day it is read as of (absent: now). */
export interface OverviewRange {
  from?: string;
  to?: string;
  asOf?: string;
  datedTo?: string;
}

/** A customer's dashboard, as of the end of a day or (absent) now. */
export interface CustomerDashboardArgs {
  customerId: number;
  asOf?: string;
}

export const dashboardsApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  endpoints: (build) => ({
    customerDashboard: build.query<CustomerDashboard, CustomerDashboardArgs>({
      query: ({ customerId, asOf }) => ({ url: `/dashboard/get/customer/by/id/${customerId}`, params: asOf ? { asOf } : {} }),
      providesTags: (_dashboard, _error, { customerId }) => [{ type: 'Dashboard', id: `customer-${customerId}` }],
    }),
    overview: build.query<OverviewDashboard, OverviewRange>({
      query: (params) => ({ url: '/dashboard/get/overview', params }),
      providesTags: [{ type: 'Dashboard', id: 'overview' }],
    }),
  }),
});

export const { useCustomerDashboardQuery, useOverviewQuery } = dashboardsApi;
