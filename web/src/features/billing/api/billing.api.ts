import type {
  AddInvoiceInput,
  AddPaymentInput,
  AgingReport,
  CustomerCredits,
  Statement,
  StatementQuery,
  InvoiceListRow,
  InvoiceQuery,
  OwnInvoiceView,
  OwnPaymentView,
  Page,
  PaymentStatus,
  PaymentListRow,
  PaymentQuery,
  SubmitPaymentInput,
  UpdateInvoiceInput,
} from '@cargo/contracts';
import { api } from '../../../shared/api';

/**
 * Invoices, payments and credits. A payment moves invoices and credits, and an invoice of an order or
 * a shipment shows on them, so writes here refresh those too.
 */
export const billingApi = api.enhanceEndpoints({ addTagTypes: ['Invoice', 'Payment', 'Credit', 'Order', 'Shipment'] }).injectEndpoints({
  endpoints: (build) => ({
    listInvoices: build.query<Page<InvoiceListRow>, InvoiceQuery>({
      query: (body) => ({ url: '/invoice/get', method: 'POST', body }),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    getInvoice: build.query<InvoiceListRow, number>({
      query: (id) => `/invoice/get/by/id/${id}`,
      providesTags: (_invoice, _error, id) => [{ type: 'Invoice', id }],
    }),
    invoiceDraftFromOrder: build.query<AddInvoiceInput, number>({ query: (orderId) => `/invoice/get/draft/from/order/${orderId}` }),
    addInvoice: build.mutation<{ id: number }, AddInvoiceInput>({
      query: (body) => ({ url: '/invoice/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Invoice', id: 'LIST' }, { type: 'Order', id: 'LIST' }, 'Order', 'Shipment'],
    }),
    updateInvoice: build.mutation<{ id: number }, UpdateInvoiceInput>({
      query: (body) => ({ url: '/invoice/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [
        { type: 'Invoice', id: 'LIST' },
        { type: 'Invoice', id },
      ],
    }),
    deleteInvoice: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/invoice/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Invoice', id: 'LIST' }, 'Order', 'Shipment'],
    }),
    aging: build.query<AgingReport, string>({ query: (asOf) => ({ url: '/invoice/get/aging', params: { asOf } }), providesTags: ['Invoice', 'Payment'] }),
    statement: build.query<Statement, { customerId: number } & StatementQuery>({
      query: ({ customerId, ...params }) => ({ url: `/invoice/get/statement/${customerId}`, params }),
      providesTags: ['Invoice', 'Payment'],
    }),
    listPayments: build.query<Page<PaymentListRow>, PaymentQuery>({
      query: (body) => ({ url: '/payment/get', method: 'POST', body }),
      providesTags: ['Payment'],
    }),
    customerCredits: build.query<CustomerCredits, number>({ query: (customerId) => `/payment/get/total/credits/${customerId}`, providesTags: ['Credit'] }),
    /** `key`: one per payment the user means (a double click or a retry runs it once). */
    addPayment: build.mutation<{ id: number }, { payment: AddPaymentInput; key: string }>({
      query: ({ payment, key }) => ({ url: '/payment/add', method: 'POST', body: payment, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Invoice', 'Payment', 'Credit'],
    }),
    submitPayment: build.mutation<{ id: number }, { payment: SubmitPaymentInput; key: string }>({
      query: ({ payment, key }) => ({ url: '/payment/submit', method: 'POST', body: payment, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['Invoice', 'Payment', 'Credit'],
    }),
    deletePayment: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/payment/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Invoice', 'Payment', 'Credit'],
    }),
    // The signed-in customer's own (the server answers only theirs).
    ownInvoices: build.query<Page<OwnInvoiceView>, { page: number; pageSize: number; paymentStatus?: PaymentStatus }>({
      query: (params) => ({ url: '/invoice/get/mine', params }),
      providesTags: [{ type: 'Invoice', id: 'LIST' }],
    }),
    ownInvoice: build.query<OwnInvoiceView, number>({
      query: (id) => `/invoice/get/mine/by/id/${id}`,
      providesTags: (_invoice, _error, id) => [{ type: 'Invoice', id }],
    }),
    ownStatement: build.query<Statement, StatementQuery>({
      query: (params) => ({ url: '/invoice/get/mine/statement', params }),
      providesTags: ['Invoice', 'Payment'],
    }),
    ownPayments: build.query<Page<OwnPaymentView>, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/payment/get/mine', params }),
      providesTags: ['Payment'],
    }),
    ownCredits: build.query<CustomerCredits, void>({ query: () => '/payment/get/mine/credits', providesTags: ['Credit'] }),
  }),
});

export const {
  useListInvoicesQuery,
  useLazyListInvoicesQuery,
  useGetInvoiceQuery,
  useInvoiceDraftFromOrderQuery,
  useAddInvoiceMutation,
  useUpdateInvoiceMutation,
  useDeleteInvoiceMutation,
  useAgingQuery,
  useStatementQuery,
  useListPaymentsQuery,
  useLazyListPaymentsQuery,
  useCustomerCreditsQuery,
  useAddPaymentMutation,
  useSubmitPaymentMutation,
  useDeletePaymentMutation,
  useOwnInvoicesQuery,
  useLazyOwnInvoicesQuery,
  useOwnInvoiceQuery,
  useOwnStatementQuery,
  useOwnPaymentsQuery,
  useLazyOwnPaymentsQuery,
  useOwnCreditsQuery,
} = billingApi;
