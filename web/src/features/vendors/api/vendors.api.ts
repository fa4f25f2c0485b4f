import type { AddVendorInput, Page, UpdateVendorInput, VendorQuery, VendorView } from '@cargo/contracts';
import { api } from '../../../app/api';

export const vendorsApi = api.enhanceEndpoints({ addTagTypes: ['Vendor'] }).injectEndpoints({
  endpoints: (build) => ({
    listVendors: build.query<Page<VendorView>, VendorQuery>({ query: (params) => ({ url: '/vendor/get', params }), providesTags: [{ type: 'Vendor', id: 'LIST' }] }),
    addVendor: build.mutation<{ id: number }, AddVendorInput>({ query: (body) => ({ url: '/vendor/add', method: 'POST', body }), invalidatesTags: [{ type: 'Vendor', id: 'LIST' }] }),
    updateVendor: build.mutation<{ id: number }, UpdateVendorInput>({ query: (body) => ({ url: '/vendor/update', method: 'POST', body }), invalidatesTags: [{ type: 'Vendor', id: 'LIST' }] }),
    deleteVendor: build.mutation<{ id: number }, number>({ query: (id) => `/vendor/delete/by/id/${id}`, invalidatesTags: [{ type: 'Vendor', id: 'LIST' }] }),
  }),
});

export const { useListVendorsQuery, useAddVendorMutation, useUpdateVendorMutation, useDeleteVendorMutation } = vendorsApi;
