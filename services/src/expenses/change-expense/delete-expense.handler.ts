import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { changeExpense, type ExpenseChange, type ExpenseVendorChange } from './change-expense.use-case';

export class DeleteExpenseCommand extends Command<{ expenseId: number }> {}

/** Root only (the route says so; the server enforces it). */
@CommandHandler(DeleteExpenseCommand)
export class DeleteExpenseHandler extends UseCaseHandler<DeleteExpenseCommand['data'], ExpenseChange, ExpenseVendorChange> {
  protected readonly useCase = changeExpense;
  protected input = ({ expenseId }: DeleteExpenseCommand['data']): ExpenseChange => ({ type: 'DeleteExpense', data: { expenseId } });
  protected idOf = (record: ExpenseVendorChange) => record.expenseId;
}
