import type {
  AddExpenseListInput,
  ExpenseDetailsInput,
  ExpenseImportReply,
  ExpenseListRow,
  ExpenseQuery,
  Page,
  UpdateExpenseBasicInput,
  UpdateExpenseInput,
  ExpenseImportCheck,
  ExpenseImportCheckInput,
} from '@cargo/contracts';
import { api } from '../../../shared/api';

/** Expenses; a vendor's figures move with them, so writes refresh vendors too. */
export const expensesApi = api.enhanceEndpoints({ addTagTypes: ['Expense', 'Vendor'] }).injectEndpoints({
  endpoints: (build) => ({
    listExpenses: build.query<Page<ExpenseListRow>, ExpenseQuery>({
      query: (body) => ({ url: '/expense/get', method: 'POST', body }),
      providesTags: [{ type: 'Expense', id: 'LIST' }],
    }),
    getExpense: build.query<ExpenseListRow, number>({
      query: (id) => `/expense/get/by/id/${id}`,
      providesTags: (_expense, _error, id) => [{ type: 'Expense', id }],
    }),
    addExpense: build.mutation<{ id: number }, ExpenseDetailsInput>({
      query: (body) => ({ url: '/expense/add', method: 'POST', body }),
      invalidatesTags: [{ type: 'Expense', id: 'LIST' }, 'Vendor'],
    }),
    checkExpenseImport: build.query<ExpenseImportCheck, ExpenseImportCheckInput>({
      query: (body) => ({ url: '/expense/import/check', method: 'POST', body }),
      providesTags: [{ type: 'Expense', id: 'LIST' }],
    }),
    importExpenses: build.mutation<ExpenseImportReply, AddExpenseListInput>({
      query: (body) => ({ url: '/expense/add/list', method: 'POST', body }),
      invalidatesTags: [{ type: 'Expense', id: 'LIST' }, 'Vendor'],
    }),
    updateExpense: build.mutation<{ id: number }, UpdateExpenseInput>({
      query: (body) => ({ url: '/expense/update', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'Expense', id: 'LIST' }, { type: 'Expense', id }, 'Vendor'],
    }),
    updateExpenseBasic: build.mutation<{ id: number }, UpdateExpenseBasicInput>({
      query: (body) => ({ url: '/expense/update/basic', method: 'POST', body }),
      invalidatesTags: (_reply, _error, { id }) => [{ type: 'Expense', id: 'LIST' }, { type: 'Expense', id }, 'Vendor'],
    }),
    deleteExpense: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/expense/delete/by/id/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Expense', id: 'LIST' }, 'Vendor'],
    }),
    restoreExpense: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/expense/restore/by/id/${id}`, method: 'POST' }),
      invalidatesTags: (_reply, _error, id) => [{ type: 'Expense', id: 'LIST' }, { type: 'Expense', id }, 'Vendor'],
    }),
  }),
});

export const {
  useListExpensesQuery,
  useLazyListExpensesQuery,
  useGetExpenseQuery,
  useAddExpenseMutation,
  useImportExpensesMutation,
  useUpdateExpenseMutation,
  useUpdateExpenseBasicMutation,
  useDeleteExpenseMutation,
  useRestoreExpenseMutation,
  useCheckExpenseImportQuery,
} = expensesApi;
