import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { expenseDecider } from './expense.decider';
import { ChangeExpenseWorkflow } from './change-expense.workflow';

export class RestoreExpenseCommand extends Command<{ expenseId: number }> {}

/** The Undo of a delete (root only, as the delete is): the expense and its figures come back. */
@CommandHandler(RestoreExpenseCommand)
export class RestoreExpenseHandler implements ICommandHandler<RestoreExpenseCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workflow: ChangeExpenseWorkflow,
  ) {}

  async execute({ data: { expenseId }, context }: RestoreExpenseCommand): Promise<CommandReceipt> {
    const restoring = { type: 'RestoreExpense' as const, data: { expenseId } };
    await this.aggregates.check(expenseStream(expenseId), expenseDecider, restoring);
    const { state } = await this.aggregates.load(expenseStream(expenseId), expenseDecider);
    // Back, it names its vendor again: refused if the vendor was deleted meanwhile.
    const vendorId = state.status === 'deleted' ? state.expense.vendorId : null;
    const position = await this.workflow.run({ expenseId, previousVendorId: null, nextVendorId: vendorId }, restoring, context);
    return { id: expenseId, position: position.toString() };
  }
}
