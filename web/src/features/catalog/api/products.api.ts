import type { Page, ProductQuery, ProductTransactionView, ProductView } from '@cargo/contracts';
import { api } from '../../../app/api';

export const productsApi = api.enhanceEndpoints({ addTagTypes: ['Product', 'ProductTransactions'] }).injectEndpoints({
  endpoints: (build) => ({
    listProducts: build.query<Page<ProductView>, ProductQuery>({
      query: (query) => ({ url: '/product/get', method: 'POST', body: query }),
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
  }),
});

export const { useListProductsQuery, useGetProductQuery, useGetProductTransactionsQuery } = productsApi;
