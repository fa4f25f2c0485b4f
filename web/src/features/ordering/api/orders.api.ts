import type { DeliveryAddressInput, OrderDetail, DeliveryAddressView, OrderPage, OrderQueryInput, AddOrderInput, Warehouse } from '@cargo/contracts';
import { api } from '../../../shared/api';

export const ordersApi = api
  .enhanceEndpoints({ addTagTypes: ['Order', 'Product', 'ProductTransactions', 'Stock', 'DeliveryAddress', 'ShipmentGroup'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listOrders: build.query<OrderPage, OrderQueryInput>({
        query: (params) => ({ url: '/order/get', params }),
        providesTags: [{ type: 'Order', id: 'LIST' }],
      }),
      /** A product's Regular orders (the store page's Orders tab). */
      ordersByCustomer: build.query<OrderPage, { customerId: number } & OrderQueryInput>({
        query: ({ customerId, ...params }) => ({ url: `/order/get/by/customer/id/${customerId}`, params }),
        providesTags: [{ type: 'Order', id: 'LIST' }],
      }),
      ordersByProduct: build.query<OrderPage, { productId: number } & OrderQueryInput>({
        query: ({ productId, ...params }) => ({ url: `/order/get/by/product/id/${productId}`, params }),
        providesTags: [{ type: 'Order', id: 'LIST' }],
      }),
      deliveryAddresses: build.query<DeliveryAddressView[], number>({
        query: (userId) => `/deliveryaddress/get/by/user/id/${userId}`,
        providesTags: ['DeliveryAddress'],
      }),
      addDeliveryAddress: build.mutation<{ id: number }, DeliveryAddressInput>({
        query: (body) => ({ url: '/deliveryaddress/add', method: 'POST', body }),
        invalidatesTags: ['DeliveryAddress'],
      }),
      deleteDeliveryAddress: build.mutation<{ id: number }, number>({
        query: (id) => ({ url: `/deliveryaddress/delete/by/id/${id}`, method: 'DELETE' }),
        invalidatesTags: ['DeliveryAddress'],
      }),
      exchangeRate: build.query<{ vndPerUsd: number }, void>({ query: () => '/order/exchange-rate' }),
      getOrder: build.query<OrderDetail, number>({ query: (id) => `/order/get/by/id/${id}`, providesTags: (_order, _error, id) => [{ type: 'Order', id }] }),
      addOrder: build.mutation<{ id: number }, { order: AddOrderInput; key: string }>({
        query: ({ order, key }) => ({ url: '/order/add', method: 'POST', body: order, headers: { 'Idempotency-Key': key } }),
        invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Product', 'ProductTransactions', 'Stock'],
      }),
      updateOrder: build.mutation<{ id: number }, { order: AddOrderInput & { id: number }; key: string }>({
        query: ({ order, key }) => ({ url: '/order/update', method: 'POST', body: { newOrder: order }, headers: { 'Idempotency-Key': key } }),
        invalidatesTags: (_reply, _error, { order }) => [
          { type: 'Order', id: 'LIST' },
          { type: 'Order', id: order.id },
          'Product',
          'ProductTransactions',
          'Stock',
        ],
      }),
      deleteOrder: build.mutation<{ id: number }, number>({
        query: (id) => ({ url: `/order/delete/by/id/${id}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'Order', id: 'LIST' }, 'Product', 'ProductTransactions', 'Stock'],
      }),
      /** The group's order count and tabs move with it, so groups refresh too. */
      addOrderToShipmentGroup: build.mutation<{ id: number }, { orderId: number; shipmentGroupId: number }>({
        query: (body) => ({ url: '/order/add/to/shipment/group', method: 'POST', body }),
        invalidatesTags: (_reply, _error, { orderId }) => [{ type: 'Order', id: 'LIST' }, { type: 'Order', id: orderId }, 'ShipmentGroup'],
      }),
      unholdOrder: build.mutation<{ id: number }, { id: number; warehouseId: Warehouse }>({
        query: ({ id, warehouseId }) => ({ url: '/order/unhold', method: 'POST', params: { id, warehouseId } }),
        invalidatesTags: (_reply, _error, { id }) => [{ type: 'Order', id: 'LIST' }, { type: 'Order', id }, 'Product', 'ProductTransactions', 'Stock'],
      }),
    }),
  });

export const {
  useOrdersByCustomerQuery,
  useDeliveryAddressesQuery,
  useAddDeliveryAddressMutation,
  useDeleteDeliveryAddressMutation,
  useOrdersByProductQuery,
  useExchangeRateQuery,
  useListOrdersQuery,
  useLazyListOrdersQuery,
  useGetOrderQuery,
  useAddOrderMutation,
  useUpdateOrderMutation,
  useDeleteOrderMutation,
  useUnholdOrderMutation,
  useAddOrderToShipmentGroupMutation,
} = ordersApi;
