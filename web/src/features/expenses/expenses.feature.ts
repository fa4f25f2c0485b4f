import type { Feature } from '../../shared/feature';
import { lazyPage } from '../../shared/feature';
import { expensesPaths } from './expenses.paths';
import expensesStrings from './expenses.strings.json';

const form = lazyPage(() => import('./components/expense-form.page'), 'ExpenseFormPage');

/** Expenses, their CSV import and list. */
export const expensesFeature = {
  capability: 'expenses',
  pages: [
    { path: expensesPaths.newExpense, title: 'newExpense', level: 'admin', creates: true, load: form, drawer: { label: 'drawer.newExpense', order: 100 } },
    { path: expensesPaths.expenseDetail(), title: 'expense', level: 'admin', load: form },
    {
      path: expensesPaths.expenseList,
      title: 'expenseList',
      level: 'admin',
      load: lazyPage(() => import('./components/expense-list.page'), 'ExpenseListPage'),
      drawer: { label: 'drawer.expenseList', order: 110 },
    },
  ],
  strings: expensesStrings,
  live: { expenses: ['Expense'] },
} satisfies Feature;
