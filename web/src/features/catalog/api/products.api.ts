import type { AddProductInput, Page, ProductQuery, ProductTransactionView, ProductView, UpdateProductInput } from '@cargo/contracts';
import { api } from '../../../app/api';

export const productsApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'ProductTransactions'] }).injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<Page<ProductView>, ProductQuery>({
      query: (query) => ({ url: '/product/get', method: 'POST', body: query }),
      providesTags: (page) => [{ type: 'Product', id: 'LIST' }, ...(page?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.id }))],
    }),
    listPublicProducts: build.query<Page<ProductView>, ProductQuery>({
      query: (query) => ({ url: '/product/get/public', method: 'POST', body: query }),
      providesTags: (page) => [{ type: 'Product', id: 'LIST' }, ...(page?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.id }))],
    }),
    getProduct: build.query<ProductView, number>({
      query: (id) => `/product/get/by/id/${id}`,
      providesTags: (_product, _error, id) => [{ type: 'Product', id }],
    }),
    getProductTransactions: build.query<ProductTransactionView[], number>({
      query: (id) => `/product/get/transactions/by/id/${id}`,
      providesTags: (_rows, _error, id) => [{ type: 'ProductTransactions', id }],
    }),
    addProduct: build.mutation<{ id: number }, AddProductInput>({ query: (body) => ({ url: '/product/add', method: 'POST', body }), invalidatesTags: [{ type: 'Product', id: 'LIST' }] }),
    updateProduct: build.mutation<{ id: number }, UpdateProductInput>({
      query: (body) => ({ url: '/product/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'Product', id: 'LIST' }, { type: 'Product', id }, { type: 'ProductTransactions', id }],
    }),
    deleteProduct: build.mutation<{ id: number }, number>({ query: (id) => `/product/delete/by/id/${id}`, invalidatesTags: [{ type: 'Product', id: 'LIST' }] }),
  }),
});

export const { useListProductsQuery, useListPublicProductsQuery, useGetProductQuery, useGetProductTransactionsQuery, useAddProductMutation, useUpdateProductMutation, useDeleteProductMutation } = productsApi;
