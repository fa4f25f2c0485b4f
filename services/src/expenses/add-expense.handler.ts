import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandReceipt, ExpenseDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { requireExpenseChoices } from './expense-choices';
import { RecordExpenseWorkflow } from './record-expense.workflow';

export class AddExpenseCommand extends Command<{ expense: ExpenseDetails }> {}

@CommandHandler(AddExpenseCommand)
export class AddExpenseHandler implements ICommandHandler<AddExpenseCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly workflow: RecordExpenseWorkflow,
  ) {}

  async execute({ data: { expense }, context }: AddExpenseCommand): Promise<CommandReceipt> {
    await requireExpenseChoices(this.aggregates, expense);
    const expenseId = await this.ids.next('expense', context);
    const position = await this.workflow.run({ expenseId, vendorId: expense.vendorId, importKey: null }, expense, context);
    return { id: expenseId, position: position.toString() };
  }
}
