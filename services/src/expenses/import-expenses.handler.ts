import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, expenseImportClaimStream, type addExpenseListSchema, type ExpenseImportReply } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { latest } from '../platform/write-model/positions';
import { requireExpenseChoices } from './expense-choices';
import { importClaims, RecordExpenseWorkflow } from './record-expense.workflow';

export class ImportExpensesCommand extends Command<{ rows: z.output<typeof addExpenseListSchema>['rows'] }, ExpenseImportReply> {}

/**
 * `/add/list`, the CSV import: each row is recorded once per bank line (`RecordExpenseWorkflow`, which
 * claims the row's import key first); a key an earlier import holds is skipped, so importing the same
 * file twice adds nothing.
 */
@CommandHandler(ImportExpensesCommand)
export class ImportExpensesHandler implements ICommandHandler<ImportExpensesCommand, ExpenseImportReply> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly workflow: RecordExpenseWorkflow,
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
        position = latest(position, await this.workflow.run({ expenseId, vendorId: row.vendorId, importKey }, { ...row, expenseDetails: [] }, context));
        ids.push(expenseId);
      } catch (error) {
        // Another import of the same line won the claim a moment ago.
        if (error instanceof DomainError && error.code === 'expenses.alreadyImported') {
          skipped += 1;
          continue;
        }
        throw error;
      }
    }
    return { ids, skipped, position: position.toString() };
  }
}
