import type { OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type addExpenseListSchema, type ExpenseImportReply } from '@cargo/contracts';
import type { z } from 'zod';
import { AggregateRepository } from '../../platform/write-model/aggregate-repository';
import { Command } from '../../platform/write-model/command';
import { latest } from '../../platform/write-model/positions';
import { StreamStates } from '../../platform/write-model/use-case';
import { UseCases } from '../../platform/write-model/use-cases';
import { checkExpenseChoices, choicesReads } from '../expense-choices';
import { recordExpense } from './record-expense.use-case';

export class ImportExpensesCommand extends Command<{ rows: z.output<typeof addExpenseListSchema>['rows'] }, ExpenseImportReply> {}

/**
 * `/add/list`, the CSV import: a file with a row naming an option or vendor that does not exist is
 * refused whole, before any row is recorded; then each row is recorded once per bank line
 * (`recordExpense`, which claims the row's import key first), and a key an earlier import holds is
 * skipped, so importing the same file twice adds nothing.
 */
@CommandHandler(ImportExpensesCommand)
export class ImportExpensesHandler implements ICommandHandler<ImportExpensesCommand, ExpenseImportReply>, OnModuleInit {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly useCases: UseCases,
  ) {}

  onModuleInit(): void {
    this.useCases.register(recordExpense);
  }

  async execute({ data: { rows }, context }: ImportExpensesCommand): Promise<ExpenseImportReply> {
    // The file's dropdowns and vendors, each read once, and every row checked on them: the same rule each row's recording applies.
    const states = new Map<string, unknown>();
    for (const read of rows.flatMap((row) => choicesReads(row)))
      if (!states.has(read.stream)) states.set(read.stream, (await this.aggregates.load(read.stream, read.decider)).state);
    for (const row of rows) checkExpenseChoices(new StreamStates(states), row);
    const ids: number[] = [];
    let skipped = 0;
    let position = 0n;
    for (const { importKey, ...row } of rows) {
      try {
        const run = await this.useCases.run(recordExpense, { expense: { ...row, expenseDetails: [] }, importKey }, context);
        position = latest(position, run.position);
        ids.push(run.decision.record.expenseId);
      } catch (error) {
        // An earlier import holds the line (or another import of it won the claim a moment ago).
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
