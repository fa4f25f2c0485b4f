import type { CustomerForm, CustomerListRow, CustomerQuery, CustomerView, EraseCustomerRequest, Page } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const customersApi = api.enhanceEndpoints({ addTagTypes: ['Customer'] }).injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<Page<CustomerListRow>, CustomerQuery>({
      query: (query) => ({ url: '/customer/get', method: 'POST', body: query }),
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    getCustomer: build.query<CustomerListRow, number>({
      query: (id) => `/customer/get/by/id/${id}`,
      providesTags: (_row, _error, id) => [{ type: 'Customer', id }],
    }),
    customerChildren: build.query<CustomerView[], number>({
      query: (id) => `/customer/get/children/by/id/${id}`,
      providesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    addCustomer: build.mutation<{ id: number }, CustomerForm>({
      query: (body) => ({ url: '/customer/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    updateCustomer: build.mutation<{ id: number }, CustomerForm & { id: number }>({
      query: (body) => ({ url: '/customer/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [
        { type: 'Customer', id: 'LIST' },
        { type: 'Customer', id },
      ],
    }),
    eraseCustomer: build.mutation<{ id: number }, EraseCustomerRequest>({
      query: (body) => ({ url: '/customer/erase', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [
        { type: 'Customer', id: 'LIST' },
        { type: 'Customer', id },
      ],
    }),
    deleteCustomer: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/customer/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Customer', id: 'LIST' }],
    }),
    restoreCustomer: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/customer/restore/by/id/${id}`, method: 'POST' }),
      invalidatesTags: (_reply, _error, id) => [
        { type: 'Customer', id: 'LIST' },
        { type: 'Customer', id },
      ],
    }),
  }),
});

export const {
  useLazyListCustomersQuery,
  useListCustomersQuery,
  useGetCustomerQuery,
  useCustomerChildrenQuery,
  useAddCustomerMutation,
  useUpdateCustomerMutation,
  useEraseCustomerMutation,
  useDeleteCustomerMutation,
  useRestoreCustomerMutation,
} = customersApi;
