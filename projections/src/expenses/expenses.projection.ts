import type { ExpenseEvent, ExpenseView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const EXPENSES = 'expenses';

/** The expense list and page: one document per expense, read by date and by vendor. */
export const expensesProjection = projection<ExpenseEvent>({
  name: 'expenses',
  collections: [EXPENSES],
  indexes: [{ collection: EXPENSES, indexes: [['transactionDate'], ['vendorId', 'transactionDate']] }],
  handles: ['ExpenseRecorded', 'ExpenseUpdated', 'ExpenseDeleted'],
  changes: (event) => {
    switch (event.type) {
      case 'ExpenseRecorded':
        return [change<ExpenseView>(EXPENSES, event.data.expenseId, () => ({ ...event.data.expense, id: event.data.expenseId, createdBy: event.metadata.actor, dateCreated: event.metadata.timestamp }))];
      case 'ExpenseUpdated':
        return [change<ExpenseView>(EXPENSES, event.data.expenseId, (doc) => doc && { ...doc, ...event.data.after })];
      case 'ExpenseDeleted':
        return [change<ExpenseView>(EXPENSES, event.data.expenseId, () => null)];
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
