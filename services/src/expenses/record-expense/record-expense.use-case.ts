import { conflict, expenseImportClaimStream, expenseStream, type ExpenseDetails } from '@cargo/contracts';
import { uniqueClaimDecider } from '../../platform/write-model/unique-claim.decider';
import { streamCommand, streamRead, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { vendorClaim } from '../../vendors/public';
import { expenseDecider } from '../expense.decider';
import { checkExpenseChoices, choicesReads } from '../expense-choices';

export const importClaims = uniqueClaimDecider('expenses.alreadyImported');
const importRead = (importKey: string) => streamRead(expenseImportClaimStream(importKey), importClaims);

export interface ExpenseToRecord {
  expense: ExpenseDetails;
  /** The bank line a CSV row was imported from: recorded once. */
  importKey: string | null;
}

/** What a run records: the expense, its vendor, and the bank line it was imported from (if any). */
export interface NewExpense {
  expenseId: number;
  vendorId: number;
  importKey: string | null;
}

const held = ({ expenseId, vendorId, importKey }: NewExpense): StreamCommand[] => [
  ...(importKey === null
    ? []
    : [
        streamCommand(
          'claim-import',
          importRead(importKey),
          { type: 'Claim', data: { key: importKey, holderId: expenseId } },
          { undo: { type: 'Release', data: { key: importKey, holderId: expenseId } } },
        ),
      ]),
  vendorClaim(vendorId, 'expense', 'validation.invalidChoice'),
];

/** A new expense (from the form or a CSV row): its bank line is claimed (an imported line once), its vendor claimed, then it is recorded. */
export const recordExpense: UseCase<ExpenseToRecord, NewExpense> = {
  name: 'record-expense',
  opens: 'expense',
  reads: ({ expense, importKey }) => [...choicesReads(expense), ...(importKey === null ? [] : [importRead(importKey)])],
  decide({ expense, importKey }, states) {
    checkExpenseChoices(states, expense);
    if (importKey !== null && states.of(importRead(importKey)).holder !== null) throw conflict('expenses.alreadyImported');
    return (expenseId) => {
      const record = { expenseId, vendorId: expense.vendorId, importKey };
      return {
        record,
        before: held(record),
        pivot: streamCommand('record', streamRead(expenseStream(expenseId), expenseDecider), { type: 'RecordExpense', data: { expenseId, expense } }),
        after: [],
      };
    };
  },
  owed: (record) => ({ before: held(record), pivot: { name: 'record', stream: expenseStream(record.expenseId) }, after: [] }),
};
