import type { StockView } from '@cargo/contracts';
import { api } from '../../../app/api';

export interface StockListRow extends StockView {
  productTitle: string | null;
  vendorName: string | null;
}

export const stocksApi = api.enhanceEndpoints({ addTagTypes: ['Stock'] }).injectEndpoints({
  endpoints: (build) => ({
    getStocksByProduct: build.query<StockListRow[], number>({
      query: (productId) => `/stock/get/by/product/id/${productId}`,
      providesTags: (_rows, _error, productId) => [{ type: 'Stock', id: `product-${productId}` }],
    }),
  }),
});

export const { useGetStocksByProductQuery } = stocksApi;
