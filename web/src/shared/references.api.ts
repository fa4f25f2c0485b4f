import type {
  CustomerListRow,
  CustomerQuery,
  Page,
  ProductQuery,
  ProductView,
  ShipmentGroupQuery,
  ShipmentGroupView,
  VendorQuery,
  VendorView,
} from '@cargo/contracts';
import { api } from './api';

/**
 * Records that forms of several features point at (a stock line's product, a purchase's vendor, an
 * order's customer, a customer's parent, a shipment's or order's group):
 * searched on the server a page at a time, never loaded whole. Tags are the owning features' tags,
 * so a rename there refreshes the pickers.
 */
export const referencesApi = api.enhanceEndpoints({ addTagTypes: ['Vendor', 'Product', 'Customer', 'ShipmentGroup'] }).injectEndpoints({
  endpoints: (build) => ({
    vendorChoices: build.query<Page<VendorView>, VendorQuery>({
      query: (params) => ({ url: '/vendor/get', params }),
      providesTags: [{ type: 'Vendor', id: 'LIST' }],
    }),
    vendorById: build.query<VendorView, number>({ query: (id) => `/vendor/get/by/id/${id}`, providesTags: (_vendor, _error, id) => [{ type: 'Vendor', id }] }),
    customerChoices: build.query<Page<CustomerListRow>, CustomerQuery>({
      query: (body) => ({ url: '/customer/get', method: 'POST', body }),
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    customerById: build.query<CustomerListRow, number>({
      query: (id) => `/customer/get/by/id/${id}`,
      providesTags: (_customer, _error, id) => [{ type: 'Customer', id }],
    }),
    shipmentGroupChoices: build.query<Page<ShipmentGroupView>, ShipmentGroupQuery>({
      query: (params) => ({ url: '/shipment/get/groups', params }),
      providesTags: ['ShipmentGroup'],
    }),
    shipmentGroupById: build.query<ShipmentGroupView, number>({ query: (id) => `/shipment/get/group/by/id/${id}`, providesTags: ['ShipmentGroup'] }),
    productChoices: build.query<Page<ProductView>, ProductQuery>({
      query: (body) => ({ url: '/product/get', method: 'POST', body }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const {
  useVendorChoicesQuery,
  useVendorByIdQuery,
  useCustomerChoicesQuery,
  useCustomerByIdQuery,
  useProductChoicesQuery,
  useShipmentGroupChoicesQuery,
  useShipmentGroupByIdQuery,
} = referencesApi;
