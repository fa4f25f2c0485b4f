import type {
  AddStockGroupInput,
  AddStockInput,
  CommandReceipt,
  Page,
  StockGroupListRow,
  StockGroupPaymentStatusInput,
  StockGroupQuery,
  StockGroupReceipt,
  StockListRow,
  StockQuery,
  StockReceipt,
  UpdateStockInput,
} from '@cargo/contracts';
import { api } from '../../../shared/api';

/** A stock change moves a product's quantities: the product, its movements and every stock list refresh. */
const stockChanged = (productIds: number[]) => [
  { type: 'Stock' as const, id: 'LIST' },
  { type: 'Product' as const, id: 'LIST' },
  ...productIds.flatMap((id) => [
    { type: 'Product' as const, id },
    { type: 'ProductTransactions' as const, id },
  ]),
];

export const stocksApi = api.enhanceEndpoints({ addTagTypes: ['Stock', 'StockGroup', 'Product', 'ProductTransactions'] }).injectEndpoints({
  endpoints: (build) => ({
    listStocks: build.query<Page<StockListRow>, StockQuery>({
      query: (params) => ({ url: '/stock/get', params }),
      providesTags: [{ type: 'Stock', id: 'LIST' }],
    }),
    addStock: build.mutation<StockReceipt, AddStockInput>({
      query: (body) => ({ url: '/stock/add', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { productId }) => stockChanged([productId]),
    }),
    addStockGroup: build.mutation<StockGroupReceipt, AddStockGroupInput>({
      query: (body) => ({ url: '/stock/add/group', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { stocks }) => [{ type: 'StockGroup' as const, id: 'LIST' }, ...stockChanged(stocks.map((line) => line.productId))],
    }),
    updateStock: build.mutation<StockReceipt, UpdateStockInput>({
      query: (body) => ({ url: '/stock/update', method: 'POST', body }),
      invalidatesTags: (reply) => stockChanged(reply ? [reply.productId] : []),
    }),
    deleteStock: build.mutation<StockReceipt, number>({
      query: (id) => ({ url: `/stock/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: (reply) => stockChanged(reply ? [reply.productId] : []),
    }),
    listStockGroups: build.query<Page<StockGroupListRow>, StockGroupQuery>({
      query: (params) => ({ url: '/stock/get/group', params }),
      providesTags: [{ type: 'StockGroup', id: 'LIST' }],
    }),
    setStockGroupPaymentStatus: build.mutation<CommandReceipt, StockGroupPaymentStatusInput>({
      query: (body) => ({ url: '/stock/update/group/payment/status', method: 'POST', body }),
      invalidatesTags: [{ type: 'StockGroup', id: 'LIST' }],
    }),
    deleteStockGroup: build.mutation<CommandReceipt, { id: number; productIds: number[] }>({
      query: ({ id }) => ({ url: `/stock/delete/by/stock/group/id/${id}`, method: 'DELETE' }),
      invalidatesTags: (_reply, _error, { productIds }) => [{ type: 'StockGroup' as const, id: 'LIST' }, ...stockChanged(productIds)],
    }),
    restoreStock: build.mutation<StockReceipt, number>({
      query: (id) => ({ url: `/stock/restore/by/id/${id}`, method: 'POST' }),
      invalidatesTags: (reply) => stockChanged(reply ? [reply.productId] : []),
    }),
  }),
});

export const {
  useListStocksQuery,
  useLazyListStocksQuery,
  useAddStockMutation,
  useAddStockGroupMutation,
  useUpdateStockMutation,
  useDeleteStockMutation,
  useRestoreStockMutation,
  useListStockGroupsQuery,
  useLazyListStockGroupsQuery,
  useSetStockGroupPaymentStatusMutation,
  useDeleteStockGroupMutation,
} = stocksApi;
