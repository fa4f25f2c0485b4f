import { unhandled } from '@cargo/contracts';
import type { ExpenseEvent, ExpenseView } from '@cargo/contracts';
import { binOf, change, moveToBin, projection, restoreFromBin } from '../platform/projection';

export const EXPENSES = 'expenses';

/** The expense list and page: one document per expense, read by date and by vendor. */
export const expensesProjection = projection<ExpenseEvent>({
  name: 'expenses',
  collections: [EXPENSES, binOf(EXPENSES)],
  // 2: deleted expenses wait in the bin (rebuilt once, so expenses deleted before can be restored).
  version: 2,
  // `amount`: the few recorded negative before expenses were always outflows are found through it, and corrected.
  indexes: [{ collection: EXPENSES, indexes: [['transactionDate'], ['vendorId', 'transactionDate'], ['amount']] }],
  handles: ['ExpenseRecorded', 'ExpenseUpdated', 'ExpenseDeleted', 'ExpenseRestored'],
  changes: (event) => {
    switch (event.type) {
      case 'ExpenseRecorded':
        return [
          change<ExpenseView>(EXPENSES, event.data.expenseId, () => ({
            ...event.data.expense,
            id: event.data.expenseId,
            createdBy: event.metadata.actor,
            dateCreated: event.metadata.timestamp,
          })),
        ];
      case 'ExpenseUpdated':
        return [change<ExpenseView>(EXPENSES, event.data.expenseId, (doc) => doc && { ...doc, ...event.data.after })];
      case 'ExpenseDeleted':
        return [moveToBin(EXPENSES, event.data.expenseId)];
      case 'ExpenseRestored':
        return [restoreFromBin(EXPENSES, event.data.expenseId)];
      default:
        return unhandled(event);
    }
  },
});
