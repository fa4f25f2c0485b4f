import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { expenseDecider } from './expense.decider';
import { nameVendor } from '../vendors/public';

export class RestoreExpenseCommand extends Command<{ expenseId: number }> {}

/** The Undo of a delete (root only, as the delete is): the expense and its figures come back. */
@CommandHandler(RestoreExpenseCommand)
export class RestoreExpenseHandler implements ICommandHandler<RestoreExpenseCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { expenseId }, context }: RestoreExpenseCommand): Promise<CommandReceipt> {
    const { state } = await this.aggregates.load(expenseStream(expenseId), expenseDecider);
    // Back, it names its vendor again: refused if the vendor was deleted meanwhile.
    if (state.status === 'deleted') await nameVendor(this.aggregates, state.expense.vendorId, 'expense', context, 'validation.invalidChoice');
    const { position } = await this.aggregates.execute(expenseStream(expenseId), expenseDecider, { type: 'RestoreExpense', data: { expenseId } }, context);
    return { id: expenseId, position: position.toString() };
  }
}
