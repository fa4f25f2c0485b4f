import { conflict, notFound, type ExpenseDetails, type ExpenseEvent, unhandled } from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

export type ExpenseState = { status: 'absent' } | { status: 'recorded' | 'deleted'; expense: ExpenseDetails };

export type ExpenseCommand =
  | { type: 'RecordExpense'; data: { expenseId: number; expense: ExpenseDetails } }
  | { type: 'UpdateExpense'; data: { expenseId: number; expense: ExpenseDetails } }
  /** The list's row save: type, vendor and payment method; the rest of the expense stays. */
  | { type: 'UpdateExpenseBasic'; data: { expenseId: number; typeId: number; vendorId: number; paymentMethodId: number } }
  | { type: 'DeleteExpense'; data: { expenseId: number } }
  | { type: 'RestoreExpense'; data: { expenseId: number } }
  /** An expense recorded negative (a bank import before the sign rule): corrected to the outflow it was. */
  | { type: 'CorrectExpenseSign'; data: { expenseId: number } };

function recorded(state: ExpenseState) {
  if (state.status !== 'recorded') throw notFound('expenses.expenseNotFound');
  return state;
}

/** The expense as the outflow it is: every amount without its sign. */
export const asOutflow = (expense: ExpenseDetails): ExpenseDetails => ({
  ...expense,
  amount: Math.abs(expense.amount),
  expenseDetails: expense.expenseDetails.map((line) => ({ ...line, unitPrice: Math.abs(line.unitPrice) })),
});

const changed = (expenseId: number, before: ExpenseDetails, after: ExpenseDetails): ExpenseEvent[] =>
  JSON.stringify(before) === JSON.stringify(after) ? [] : [{ type: 'ExpenseUpdated', data: { expenseId, before, after } }];

export const expenseDecider: Decider<ExpenseCommand, ExpenseEvent, ExpenseState> = {
  initialState: { status: 'absent' },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'ExpenseRecorded':
        return { status: 'recorded', expense: event.data.expense };
      case 'ExpenseUpdated':
        return { status: 'recorded', expense: event.data.after };
      case 'ExpenseDeleted':
        return { status: 'deleted', expense: event.data.expense };
      case 'ExpenseRestored':
        return { status: 'recorded', expense: event.data.expense };
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordExpense':
        return opening(state, { type: 'ExpenseRecorded', data: command.data });
      case 'UpdateExpense':
        return changed(command.data.expenseId, recorded(state).expense, command.data.expense);
      case 'UpdateExpenseBasic': {
        const { expenseId, ...basic } = command.data;
        const before = recorded(state).expense;
        return changed(expenseId, before, { ...before, ...basic });
      }
      case 'DeleteExpense':
        return [{ type: 'ExpenseDeleted', data: { expenseId: command.data.expenseId, expense: recorded(state).expense } }];
      case 'RestoreExpense':
        if (state.status === 'absent') throw notFound('expenses.expenseNotFound');
        if (state.status !== 'deleted') throw conflict('error.notDeleted');
        // One deleted while still negative comes back as the outflow it was.
        return [{ type: 'ExpenseRestored', data: { expenseId: command.data.expenseId, expense: asOutflow(state.expense) } }];
      case 'CorrectExpenseSign':
        // A correcting update, in the log beside the original: the history shows the sign it lost.
        return state.status === 'recorded' ? changed(command.data.expenseId, state.expense, asOutflow(state.expense)) : [];
      default:
        return unhandled(command);
    }
  },
};
