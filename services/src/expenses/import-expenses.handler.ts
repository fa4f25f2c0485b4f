import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, expenseImportClaimStream, expenseStream, type addExpenseListSchema, type ExpenseImportReply } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { latest } from '../platform/write-model/positions';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';
import { expenseDecider } from './expense.decider';
import { requireExpenseChoices } from './expense-choices';
import { nameVendor } from '../vendors/public';

export const importClaims = uniqueClaimDecider('expenses.alreadyImported');

export class ImportExpensesCommand extends Command<{ rows: z.output<typeof addExpenseListSchema>['rows'] }, ExpenseImportReply> {}

/**
 * `/add/list`, the CSV import: each row is recorded once per bank line. A row's import key is claimed
 * first; a key an earlier import holds is skipped, so importing the same file twice adds nothing.
 */
@CommandHandler(ImportExpensesCommand)
export class ImportExpensesHandler implements ICommandHandler<ImportExpensesCommand, ExpenseImportReply> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { rows }, context }: ImportExpensesCommand): Promise<ExpenseImportReply> {
    for (const row of rows) await requireExpenseChoices(this.aggregates, row);
    const ids: number[] = [];
    let skipped = 0;
    let position = 0n;
    for (const { importKey, ...row } of rows) {
      const { state } = await this.aggregates.load(expenseImportClaimStream(importKey), importClaims);
      if (state.holder !== null) {
        skipped += 1;
        continue;
      }
      const expenseId = await this.ids.next('expense', context);
      try {
        await this.aggregates.execute(expenseImportClaimStream(importKey), importClaims, { type: 'Claim', data: { key: importKey, holderId: expenseId } }, context);
      } catch (error) {
        // Another import of the same line won the claim a moment ago.
        if (error instanceof DomainError && error.kind === 'conflict') {
          skipped += 1;
          continue;
        }
        throw error;
      }
      await nameVendor(this.aggregates, row.vendorId, 'expense', context, 'validation.invalidChoice');
      const recorded = await this.aggregates.execute(expenseStream(expenseId), expenseDecider, { type: 'RecordExpense', data: { expenseId, expense: { ...row, expenseDetails: [] } } }, context);
      position = latest(position, recorded.position);
      ids.push(expenseId);
    }
    return { ids, skipped, position: position.toString() };
  }
}
