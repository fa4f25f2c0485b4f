import { expenseStream, notFound } from '@cargo/contracts';
import { streamCommand, streamRead, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { vendorClaim, vendorRead, vendorRelease } from '../../vendors/public';
import { expenseDecider, type ExpenseCommand } from '../expense.decider';
import { checkExpenseChoices, choicesReads } from '../expense-choices';

export type ExpenseChange = Extract<ExpenseCommand, { type: 'UpdateExpense' | 'UpdateExpenseBasic' | 'DeleteExpense' | 'RestoreExpense' }>;

/** What a run records: the expense, and the vendor it names before and after the change (null: none, deleted). */
export interface ExpenseVendorChange {
  expenseId: number;
  previousVendorId: number | null;
  nextVendorId: number | null;
}

const expenseRead = (expenseId: number) => streamRead(expenseStream(expenseId), expenseDecider);

/** The fields a save asks for (null for a delete or a restore). */
const asked = (change: ExpenseChange) => (change.type === 'UpdateExpense' ? change.data.expense : change.type === 'UpdateExpenseBasic' ? change.data : null);

/** The vendor the expense names before and after the change. */
function vendors(change: ExpenseChange, states: StreamStates): Omit<ExpenseVendorChange, 'expenseId'> {
  const state = states.of(expenseRead(change.data.expenseId));
  const next = asked(change);
  if (next) {
    if (state.status !== 'recorded') throw notFound('expenses.expenseNotFound');
    return { previousVendorId: state.expense.vendorId, nextVendorId: next.vendorId };
  }
  // Deleted, it no longer names its vendor (which may then be deleted); back, it names it again.
  if (change.type === 'DeleteExpense') return { previousVendorId: state.status === 'recorded' ? state.expense.vendorId : null, nextVendorId: null };
  return { previousVendorId: null, nextVendorId: state.status === 'deleted' ? state.expense.vendorId : null };
}

const vendorSteps = ({ previousVendorId, nextVendorId }: ExpenseVendorChange) => {
  const moved = previousVendorId !== nextVendorId;
  return {
    before: moved && nextVendorId !== null ? [vendorClaim(nextVendorId, 'expense', 'validation.invalidChoice')] : [],
    after: moved && previousVendorId !== null ? [vendorRelease(previousVendorId)] : [],
  };
};

/**
 * An expense saved (the form, or the list's row save), deleted or restored: a vendor it comes to
 * name is claimed before the change is recorded, one it no longer names is given back after (it may
 * then be deleted). A save that changes nothing records nothing and moves no vendor.
 */
export const changeExpense: UseCase<ExpenseChange, ExpenseVendorChange> = {
  name: 'change-expense',
  reads(change, states) {
    const read = expenseRead(change.data.expenseId);
    if (!states.has(read)) return [read];
    const state = states.of(read);
    const next = asked(change);
    const { nextVendorId } = vendors(change, states);
    const previous = state.status === 'absent' ? undefined : state.expense;
    return [...(next ? choicesReads(next, previous) : []), ...(nextVendorId === null ? [] : [vendorRead(nextVendorId)])];
  },
  decide(change, states) {
    const state = states.of(expenseRead(change.data.expenseId));
    const next = asked(change);
    if (next && state.status === 'recorded') checkExpenseChoices(states, next, state.expense);
    const record = { expenseId: change.data.expenseId, ...vendors(change, states) };
    // An unchanged save records nothing, so it moves no vendor.
    const changes = expenseDecider.decide(change, state).length > 0;
    return {
      record,
      ...(changes ? vendorSteps(record) : { before: [], after: [] }),
      pivot: streamCommand('record', expenseRead(record.expenseId), change),
    };
  },
  owed: (record) => ({ ...vendorSteps(record), pivot: { name: 'record', stream: expenseStream(record.expenseId) } }),
};
