import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { changeExpense, type ExpenseChange, type ExpenseVendorChange } from './change-expense.use-case';

export class RestoreExpenseCommand extends Command<{ expenseId: number }> {}

/** The Undo of a delete (root only, as the delete is): the expense and its figures come back, naming its vendor again (refused if the vendor was deleted meanwhile). */
@CommandHandler(RestoreExpenseCommand)
export class RestoreExpenseHandler extends UseCaseHandler<RestoreExpenseCommand['data'], ExpenseChange, ExpenseVendorChange> {
  protected readonly useCase = changeExpense;
  protected input = ({ expenseId }: RestoreExpenseCommand['data']): ExpenseChange => ({ type: 'RestoreExpense', data: { expenseId } });
  protected idOf = (record: ExpenseVendorChange) => record.expenseId;
}
