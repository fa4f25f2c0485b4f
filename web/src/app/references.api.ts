import type { Page, ProductQuery, ProductView, VendorQuery, VendorView } from '@cargo/contracts';
import { api } from './api';

/**
 * Records that forms of several features point at (a stock line's product, a purchase's vendor):
 * searched on the server a page at a time, never loaded whole. Tags are the owning features' tags,
 * so a rename there refreshes the pickers.
 */
export const referencesApi = api.enhanceEndpoints({ addTagTypes: ['Vendor', 'Product'] }).injectEndpoints({
  endpoints: (build) => ({
    vendorChoices: build.query<Page<VendorView>, VendorQuery>({ query: (params) => ({ url: '/vendor/get', params }), providesTags: [{ type: 'Vendor', id: 'LIST' }] }),
    vendorById: build.query<VendorView, number>({ query: (id) => `/vendor/get/by/id/${id}`, providesTags: (_vendor, _error, id) => [{ type: 'Vendor', id }] }),
    productChoices: build.query<Page<ProductView>, ProductQuery>({ query: (body) => ({ url: '/product/get', method: 'POST', body }), providesTags: [{ type: 'Product', id: 'LIST' }] }),
  }),
});

export const { useVendorChoicesQuery, useVendorByIdQuery, useProductChoicesQuery } = referencesApi;
