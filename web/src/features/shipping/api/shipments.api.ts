import type {
  AddShipmentGroupInput,
  AddShipmentInput,
  OrderPage,
  OrderQueryInput,
  OwnShipmentView,
  Page,
  ScanLookup,
  ShipmentGroupQuery,
  ShipmentGroupView,
  ShipmentListRow,
  ShipmentQuery,
  TrackingEntry,
  UpdateShipmentGroupInput,
  UpdateShipmentInput,
  WorkbookReply,
} from '@cargo/contracts';
import { api } from '../../../shared/api';

/** Shipments and groups; a group's totals move with its shipments and orders, so their writes refresh groups too. */
export const shipmentsApi = api.enhanceEndpoints({ addTagTypes: ['Shipment', 'ShipmentGroup', 'Order', 'Invoice'] }).injectEndpoints({
  endpoints: (build) => ({
    listShipments: build.query<Page<ShipmentListRow>, ShipmentQuery>({
      query: (params) => ({ url: '/shipment/get', params }),
      providesTags: [{ type: 'Shipment', id: 'LIST' }],
    }),
    /** A scanned label's shipment: `{ shipment: null }` when none has it (an answer, not an error). */
    scannedShipment: build.query<ScanLookup, { id: number } | { number: string }>({
      query: (code) => ({ url: '/shipment/get/scanned', params: code }),
      providesTags: (found) => (found?.shipment ? [{ type: 'Shipment', id: found.shipment.id }] : []),
    }),
    getShipment: build.query<ShipmentListRow, number>({
      query: (id) => `/shipment/get/by/id/${id}`,
      providesTags: (_shipment, _error, id) => [{ type: 'Shipment', id }],
    }),
    addShipment: build.mutation<{ id: number }, AddShipmentInput>({
      query: (body) => ({ url: '/shipment/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Shipment', id: 'LIST' }, 'ShipmentGroup'],
    }),
    updateShipment: build.mutation<{ id: number }, UpdateShipmentInput>({
      query: (body) => ({ url: '/shipment/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'Shipment', id: 'LIST' }, { type: 'Shipment', id }, 'ShipmentGroup'],
    }),
    deleteShipment: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/shipment/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Shipment', id: 'LIST' }, 'ShipmentGroup'],
    }),
    listShipmentGroups: build.query<Page<ShipmentGroupView>, ShipmentGroupQuery>({
      query: (params) => ({ url: '/shipment/get/groups', params }),
      providesTags: ['ShipmentGroup'],
    }),
    getShipmentGroup: build.query<ShipmentGroupView, number>({ query: (id) => `/shipment/get/group/by/id/${id}`, providesTags: ['ShipmentGroup'] }),
    addShipmentGroup: build.mutation<{ id: number }, AddShipmentGroupInput>({
      query: (body) => ({ url: '/shipment/add/group', method: 'POST', body }),
      invalidatesTags: ['ShipmentGroup'],
    }),
    updateShipmentGroup: build.mutation<{ id: number }, UpdateShipmentGroupInput>({
      query: (body) => ({ url: '/shipment/update/group', method: 'POST', body }),
      invalidatesTags: ['ShipmentGroup'],
    }),
    deleteShipmentGroup: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/shipment/delete/group/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ShipmentGroup'],
    }),
    /** The label scanner: one shipment's status, one shipment into another group. */
    setShipmentStatus: build.mutation<{ id: number; position: string }, { id: number; statusId: number }>({
      query: (body) => ({ url: '/shipment/update/status/by/id', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [
        { type: 'Shipment', id },
        { type: 'Shipment', id: 'LIST' },
      ],
    }),
    moveShipment: build.mutation<{ id: number; position: string }, { id: number; groupId: number }>({
      query: (body) => ({ url: '/shipment/move/to/group', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'Shipment', id }, { type: 'Shipment', id: 'LIST' }, 'ShipmentGroup'],
    }),
    updateGroupShipmentsStatus: build.mutation<{ id: number }, { groupId: number; statusId: number }>({
      query: (body) => ({ url: '/shipment/update/status/by/group/id', method: 'POST', body }),
      invalidatesTags: ['Shipment'],
    }),
    groupOrders: build.query<OrderPage, { groupId: number; query: OrderQueryInput }>({
      query: ({ groupId, query }) => ({ url: `/order/get/by/shipment/group/id/${groupId}`, params: query }),
      providesTags: [{ type: 'Order', id: 'LIST' }, 'ShipmentGroup'],
    }),
    groupReport: build.mutation<WorkbookReply, { groupId: number; kind: 'shipments' | 'orders' }>({
      query: ({ groupId, kind }) => ({
        url: kind === 'shipments' ? `/shipment/generate/report/by/group/id/${groupId}` : `/shipment/generate/order/report/by/group/id/${groupId}`,
        method: 'POST',
      }),
    }),
    /** Generate Invoice / Push to Invoice: the shipment's charge line on its invoice (created when it has none). */
    pushToInvoice: build.mutation<{ id: number }, number>({
      query: (shipmentId) => ({ url: '/invoice/push/from/shipment', method: 'POST', body: { shipmentId } }),
      invalidatesTags: (_reply, _error, shipmentId) => [{ type: 'Shipment', id: shipmentId }, { type: 'Shipment', id: 'LIST' }, 'Invoice'],
    }),
    /** Public: the status timeline of a tracking number. */
    trackingTimeline: build.query<TrackingEntry[], { number: string; language: string }>({
      query: ({ number }) => `/shipment/get/status/by/tracking/number/${encodeURIComponent(number)}`,
    }),
    // The signed-in customer's own (the server answers only theirs); status names come in `language`.
    ownShipments: build.query<Page<OwnShipmentView>, { page: number; pageSize: number; language: string }>({
      query: ({ page, pageSize }) => ({ url: '/shipment/get/mine', params: { page, pageSize } }),
      providesTags: [{ type: 'Shipment', id: 'LIST' }],
    }),
    ownShipment: build.query<OwnShipmentView, { id: number; language: string }>({
      query: ({ id }) => `/shipment/get/mine/by/id/${id}`,
      providesTags: (_shipment, _error, { id }) => [{ type: 'Shipment', id }],
    }),
  }),
});

export const {
  useOwnShipmentsQuery,
  useLazyOwnShipmentsQuery,
  useOwnShipmentQuery,
  useListShipmentsQuery,
  useLazyListShipmentsQuery,
  useGetShipmentQuery,
  useLazyScannedShipmentQuery,
  useAddShipmentMutation,
  useUpdateShipmentMutation,
  useDeleteShipmentMutation,
  useListShipmentGroupsQuery,
  useLazyListShipmentGroupsQuery,
  useGetShipmentGroupQuery,
  useAddShipmentGroupMutation,
  useUpdateShipmentGroupMutation,
  useDeleteShipmentGroupMutation,
  useUpdateGroupShipmentsStatusMutation,
  useSetShipmentStatusMutation,
  useMoveShipmentMutation,
  useLazyGetShipmentQuery,
  useGroupOrdersQuery,
  useGroupReportMutation,
  useTrackingTimelineQuery,
  usePushToInvoiceMutation,
} = shipmentsApi;
