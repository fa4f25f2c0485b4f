import { paths } from '../../shared/paths';

export const expensesPaths = {
  newExpense: `${paths.management}/new/expense`,
  expenseDetail: (id: number | string = ':id') => `${paths.management}/expense/detail/${id}`,
  expenseList: `${paths.management}/expense/list`,
} as const;
