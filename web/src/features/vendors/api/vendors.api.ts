import type { AddVendorInput, Page, UpdateVendorInput, VendorDashboard, VendorQuery, VendorView } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const vendorsApi = api.enhanceEndpoints({ addTagTypes: ['Vendor', 'Stock'] }).injectEndpoints({
  endpoints: (build) => ({
    listVendors: build.query<Page<VendorView>, VendorQuery>({
      query: (params) => ({ url: '/vendor/get', params }),
      providesTags: [{ type: 'Vendor', id: 'LIST' }],
    }),
    getVendor: build.query<VendorView, number>({ query: (id) => `/vendor/get/by/id/${id}`, providesTags: (_vendor, _error, id) => [{ type: 'Vendor', id }] }),
    /** Its figures move with every stock change, so any stock write refreshes it. */
    vendorDashboard: build.query<VendorDashboard, number>({
      query: (id) => `/vendor/get/dashboard/by/id/${id}`,
      providesTags: (_dashboard, _error, id) => [
        { type: 'Vendor', id },
        { type: 'Stock', id: 'LIST' },
      ],
    }),
    addVendor: build.mutation<{ id: number }, AddVendorInput>({
      query: (body) => ({ url: '/vendor/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Vendor', id: 'LIST' }],
    }),
    updateVendor: build.mutation<{ id: number }, UpdateVendorInput>({
      query: (body) => ({ url: '/vendor/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [
        { type: 'Vendor', id: 'LIST' },
        { type: 'Vendor', id },
      ],
    }),
    deleteVendor: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/vendor/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Vendor', id: 'LIST' }],
    }),
    restoreVendor: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/vendor/restore/by/id/${id}`, method: 'POST' }),
      invalidatesTags: (_reply, _error, id) => [
        { type: 'Vendor', id: 'LIST' },
        { type: 'Vendor', id },
      ],
    }),
  }),
});

export const {
  useListVendorsQuery,
  useLazyListVendorsQuery,
  useGetVendorQuery,
  useVendorDashboardQuery,
  useAddVendorMutation,
  useUpdateVendorMutation,
  useDeleteVendorMutation,
  useRestoreVendorMutation,
} = vendorsApi;
