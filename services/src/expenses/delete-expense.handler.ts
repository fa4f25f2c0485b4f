import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { expenseStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { expenseDecider } from './expense.decider';
import { ChangeExpenseWorkflow } from './change-expense.workflow';

export class DeleteExpenseCommand extends Command<{ expenseId: number }> {}

/** Root only (the route says so; the server enforces it). */
@CommandHandler(DeleteExpenseCommand)
export class DeleteExpenseHandler implements ICommandHandler<DeleteExpenseCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workflow: ChangeExpenseWorkflow,
  ) {}

  async execute({ data: { expenseId }, context }: DeleteExpenseCommand): Promise<CommandReceipt> {
    const deletion = { type: 'DeleteExpense' as const, data: { expenseId } };
    await this.aggregates.check(expenseStream(expenseId), expenseDecider, deletion);
    const { state } = await this.aggregates.load(expenseStream(expenseId), expenseDecider);
    // Its vendor is no longer named by it (and may be deleted once nothing else names it).
    const vendorId = state.status === 'recorded' ? state.expense.vendorId : null;
    const position = await this.workflow.run({ expenseId, previousVendorId: vendorId, nextVendorId: null }, deletion, context);
    return { id: expenseId, position: position.toString() };
  }
}
