import { CommandHandler } from '@nestjs/cqrs';
import type { ExpenseDetails } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { recordExpense, type ExpenseToRecord, type NewExpense } from './record-expense.use-case';

export class AddExpenseCommand extends Command<{ expense: ExpenseDetails }> {}

@CommandHandler(AddExpenseCommand)
export class AddExpenseHandler extends UseCaseHandler<AddExpenseCommand['data'], ExpenseToRecord, NewExpense> {
  protected readonly useCase = recordExpense;
  protected input = ({ expense }: AddExpenseCommand['data']): ExpenseToRecord => ({ expense, importKey: null });
  protected idOf = (record: NewExpense) => record.expenseId;
}
