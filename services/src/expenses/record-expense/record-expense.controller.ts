import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addExpenseListSchema, addExpenseSchema, type CommandReceipt, type ExpenseImportReply } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { AddExpenseCommand } from './add-expense.handler';
import { ImportExpensesCommand } from './import-expenses.handler';

/** Add Expense, and the bank CSV import's rows: staff only. */
@ApiTags('expense')
@Controller('expense')
export class RecordExpenseController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'add', access: 'admin', body: addExpenseSchema })
  add(@Body(new SchemaPipe(addExpenseSchema)) body: z.output<typeof addExpenseSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddExpenseCommand({ expense: body }, context));
  }

  @CommandEndpoint({ post: 'add/list', access: 'admin', body: addExpenseListSchema })
  @ApiOperation({
    description: 'The CSV import: rows with the import key of their bank line; a key an earlier import recorded is skipped (the reply counts them).',
  })
  addList(
    @Body(new SchemaPipe(addExpenseListSchema)) body: z.output<typeof addExpenseListSchema>,
    @Ctx() context: CommandContext,
  ): Promise<ExpenseImportReply> {
    return this.commands.execute(new ImportExpensesCommand({ rows: body.rows }, context));
  }
}
