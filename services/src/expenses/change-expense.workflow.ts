import { Injectable } from '@nestjs/common';
import { expenseStream, type ExpenseEvent } from '@cargo/contracts';
import { livePayload, recordedBy, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { vendorClaim, vendorRelease } from '../vendors/public';
import { expenseDecider, type ExpenseCommand } from './expense.decider';

type Change = Extract<ExpenseCommand, { type: 'UpdateExpense' | 'UpdateExpenseBasic' | 'DeleteExpense' | 'RestoreExpense' }>;

/** What a run records: the expense, and the vendor it names before and after the change (null: none, deleted). */
export interface ExpenseVendorChange {
  expenseId: number;
  previousVendorId: number | null;
  nextVendorId: number | null;
}

/**
 * An expense saved, deleted or restored: a vendor it comes to name is claimed before the change is
 * recorded, one it no longer names is given back after (it may then be deleted).
 */
@Injectable()
export class ChangeExpenseWorkflow extends ProvidedWorkflow<ExpenseVendorChange, Change> {
  readonly name = 'change-expense';

  plan({ expenseId, previousVendorId, nextVendorId }: ExpenseVendorChange, change: Change | null): WorkflowPlan {
    const moved = previousVendorId !== nextVendorId;
    return {
      before: moved && nextVendorId !== null ? [vendorClaim(this.aggregates, nextVendorId, 'expense', 'validation.invalidChoice')] : [],
      pivot: streamStep(this.aggregates, 'record', expenseStream(expenseId), expenseDecider, () => livePayload(change)),
      // Given back only when the change was recorded (an unchanged save records nothing and names the same vendor).
      after: (pivot) =>
        moved && previousVendorId !== null && recordedBy<ExpenseEvent>(pivot).length > 0 ? [vendorRelease(this.aggregates, previousVendorId)] : [],
    };
  }
}
