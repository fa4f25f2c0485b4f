import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { changeExpense, type ExpenseChange, type ExpenseVendorChange } from './change-expense.use-case';

type Save = Extract<ExpenseChange, { type: 'UpdateExpense' | 'UpdateExpenseBasic' }>;
export class UpdateExpenseCommand extends Command<{ change: Save }> {}

/** The expense form's save, or the list's row save (type, vendor, payment method). */
@CommandHandler(UpdateExpenseCommand)
export class UpdateExpenseHandler extends UseCaseHandler<UpdateExpenseCommand['data'], ExpenseChange, ExpenseVendorChange> {
  protected readonly useCase = changeExpense;
  protected input = ({ change }: UpdateExpenseCommand['data']) => change;
  protected idOf = (record: ExpenseVendorChange) => record.expenseId;
}
