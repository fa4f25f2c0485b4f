import { Injectable } from '@nestjs/common';
import { expenseImportClaimStream, type ExpenseImportCheck } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { importClaims } from './record-expense/record-expense.use-case';

/**
 * The import preview's question: which bank lines are already recorded. A line's claim lives only on
 * its claim stream (the import decides from it), so the preview reads the same streams, one small
 * stream per line of the file, the file's rows at most.
 */
@Injectable()
export class ExpenseImportCheckQuery {
  constructor(private readonly aggregates: AggregateRepository) {}

  async check(importKeys: readonly string[]): Promise<ExpenseImportCheck> {
    const imported: string[] = [];
    for (const key of new Set(importKeys)) {
      const { state } = await this.aggregates.load(expenseImportClaimStream(key), importClaims);
      if (state.holder !== null) imported.push(key);
    }
    return { imported };
  }
}
