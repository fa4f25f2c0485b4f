import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { expenseDecider } from './expense.decider';
import { unnameVendor } from '../vendors/public';

export class DeleteExpenseCommand extends Command<{ expenseId: number }> {}

/** Root only (the route says so; the server enforces it). */
@CommandHandler(DeleteExpenseCommand)
export class DeleteExpenseHandler implements ICommandHandler<DeleteExpenseCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { expenseId }, context }: DeleteExpenseCommand): Promise<CommandReceipt> {
    const { state, position } = await this.aggregates.execute(expenseStream(expenseId), expenseDecider, { type: 'DeleteExpense', data: { expenseId } }, context);
    // Its vendor is no longer named by it (and may be deleted once nothing else names it).
    if (state.status === 'deleted') await unnameVendor(this.aggregates, state.expense.vendorId, context);
    return { id: expenseId, position: position.toString() };
  }
}
