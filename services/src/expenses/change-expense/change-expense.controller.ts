import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { updateExpenseBasicSchema, updateExpenseSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { DeleteExpenseCommand } from './delete-expense.handler';
import { RestoreExpenseCommand } from './restore-expense.handler';
import { UpdateExpenseCommand } from './update-expense.handler';
import { Restorable } from '../../platform/http/record-removal.endpoints';

/** An expense saved, its row saved, deleted and restored: staff save, only root deletes. */
@ApiTags('expense')
@Controller('expense')
export class ChangeExpenseController extends Restorable({
  access: 'root',
  remove: (id, context) => new DeleteExpenseCommand({ expenseId: id }, context),
  restore: (id, context) => new RestoreExpenseCommand({ expenseId: id }, context),
}) {
  constructor(readonly commands: CommandBus) {
    super();
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateExpenseSchema })
  update(@Body(new SchemaPipe(updateExpenseSchema)) body: z.output<typeof updateExpenseSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const { id, ...expense } = body;
    return this.commands.execute(new UpdateExpenseCommand({ change: { type: 'UpdateExpense', data: { expenseId: id, expense } } }, context));
  }

  @CommandEndpoint({ post: 'update/basic', access: 'admin', body: updateExpenseBasicSchema })
  updateBasic(
    @Body(new SchemaPipe(updateExpenseBasicSchema)) body: z.output<typeof updateExpenseBasicSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    const { id, ...basic } = body;
    return this.commands.execute(new UpdateExpenseCommand({ change: { type: 'UpdateExpenseBasic', data: { expenseId: id, ...basic } } }, context));
  }
}
