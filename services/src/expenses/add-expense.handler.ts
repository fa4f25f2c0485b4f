import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, type CommandReceipt, type ExpenseDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { expenseDecider } from './expense.decider';
import { requireExpenseChoices } from './expense-choices';
import { nameVendor } from '../vendors/public';

export class AddExpenseCommand extends Command<{ expense: ExpenseDetails }> {}

@CommandHandler(AddExpenseCommand)
export class AddExpenseHandler implements ICommandHandler<AddExpenseCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { expense }, context }: AddExpenseCommand): Promise<CommandReceipt> {
    await requireExpenseChoices(this.aggregates, expense);
    await nameVendor(this.aggregates, expense.vendorId, 'expense', context, 'validation.invalidChoice');
    const expenseId = await this.ids.next('expense', context);
    const { position } = await this.aggregates.execute(expenseStream(expenseId), expenseDecider, { type: 'RecordExpense', data: { expenseId, expense } }, context);
    return { id: expenseId, position: position.toString() };
  }
}
