import { Injectable } from '@nestjs/common';
import { expenseImportClaimStream, expenseStream, type ExpenseDetails } from '@cargo/contracts';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';
import { livePayload, streamStep, type WorkflowPlan, type WorkflowStep } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { vendorClaim } from '../vendors/public';
import { expenseDecider } from './expense.decider';

export const importClaims = uniqueClaimDecider('expenses.alreadyImported');

/** What a run records: the expense, its vendor, and the bank line it was imported from (if any). */
export interface NewExpense {
  expenseId: number;
  vendorId: number;
  importKey: string | null;
}

/** A new expense (from the form or a CSV row): its bank line is claimed (an imported line once), its vendor claimed, then it is recorded. */
@Injectable()
export class RecordExpenseWorkflow extends ProvidedWorkflow<NewExpense, ExpenseDetails> {
  readonly name = 'record-expense';

  plan({ expenseId, vendorId, importKey }: NewExpense, expense: ExpenseDetails | null): WorkflowPlan {
    const line: WorkflowStep[] =
      importKey === null
        ? []
        : [
            streamStep(
              this.aggregates,
              'claim-import',
              expenseImportClaimStream(importKey),
              importClaims,
              { type: 'Claim', data: { key: importKey, holderId: expenseId } },
              { type: 'Release', data: { key: importKey, holderId: expenseId } },
            ),
          ];
    return {
      before: [...line, vendorClaim(this.aggregates, vendorId, 'expense', 'validation.invalidChoice')],
      pivot: streamStep(this.aggregates, 'record', expenseStream(expenseId), expenseDecider, () => ({
        type: 'RecordExpense' as const,
        data: { expenseId, expense: livePayload(expense) },
      })),
      after: [],
    };
  }
}
