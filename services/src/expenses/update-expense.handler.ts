import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, notFound, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { expenseDecider, type ExpenseCommand } from './expense.decider';
import { requireExpenseChoices } from './expense-choices';
import { ChangeExpenseWorkflow } from './change-expense.workflow';

type Change = Extract<ExpenseCommand, { type: 'UpdateExpense' | 'UpdateExpenseBasic' }>;
export class UpdateExpenseCommand extends Command<{ change: Change }> {}

/** The expense form's save, or the list's row save (type, vendor, payment method). */
@CommandHandler(UpdateExpenseCommand)
export class UpdateExpenseHandler implements ICommandHandler<UpdateExpenseCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workflow: ChangeExpenseWorkflow,
  ) {}

  async execute({ data: { change }, context }: UpdateExpenseCommand): Promise<CommandReceipt> {
    const { expenseId } = change.data;
    const { state } = await this.aggregates.load(expenseStream(expenseId), expenseDecider);
    if (state.status !== 'recorded') throw notFound('expenses.expenseNotFound');
    const next = change.type === 'UpdateExpense' ? change.data.expense : change.data;
    await requireExpenseChoices(this.aggregates, next, state.expense);
    // Another vendor: the new one is claimed before, the old one given back after.
    const position = await this.workflow.run({ expenseId, previousVendorId: state.expense.vendorId, nextVendorId: next.vendorId }, change, context);
    return { id: expenseId, position: position.toString() };
  }
}
