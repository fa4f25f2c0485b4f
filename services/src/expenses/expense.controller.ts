import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addExpenseListSchema,
  addExpenseSchema,
  expenseImportCheckSchema,
  type ExpenseImportCheck,
  expenseQuerySchema,
  MAX_PAGE_SIZE,
  queryPagingWith,
  updateExpenseBasicSchema,
  updateExpenseSchema,
  type CommandReceipt,
  type ExpenseImportReply,
  type ExpenseListRow,
  type Page,
} from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { AddExpenseCommand } from './record-expense/add-expense.handler';
import { DeleteExpenseCommand } from './change-expense/delete-expense.handler';
import { RestoreExpenseCommand } from './change-expense/restore-expense.handler';
import { ImportExpensesCommand } from './record-expense/import-expenses.handler';
import { UpdateExpenseCommand } from './change-expense/update-expense.handler';
import { AsOfRecord } from '../audit/public';
import { ExpenseImportCheckQuery } from './expense-import-check.query';
import { ExpenseQueries } from './expense.queries';
import { Restorable } from '../platform/http/record-removal.endpoints';

const byOwnerPaging = queryPagingWith(MAX_PAGE_SIZE);

/** Expenses: staff record and change them; only root deletes. */
@ApiTags('expense')
@Controller('expense')
export class ExpenseController extends Restorable({
  access: 'root',
  remove: (id, context) => new DeleteExpenseCommand({ expenseId: id }, context),
  restore: (id, context) => new RestoreExpenseCommand({ expenseId: id }, context),
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: ExpenseQueries,
    private readonly importCheck: ExpenseImportCheckQuery,
  ) {
    super();
  }

  /** The import preview: which of the file's bank lines an earlier import already recorded. */
  @QueryEndpoint({ post: 'import/check', access: 'admin', body: expenseImportCheckSchema })
  checkImport(@Body(new SchemaPipe(expenseImportCheckSchema)) body: z.output<typeof expenseImportCheckSchema>): Promise<ExpenseImportCheck> {
    return this.importCheck.check(body.importKeys);
  }

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

  /** Every expense, or those of a date range or a vendor; newest first, paged on the server. */
  @QueryEndpoint({ post: 'get', access: 'admin', body: expenseQuerySchema })
  list(@Body(new SchemaPipe(expenseQuerySchema)) query: z.output<typeof expenseQuerySchema>): Promise<Page<ExpenseListRow>> {
    return this.queries.list(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  @AsOfRecord('expense')
  byId(@Param('id', IdPipe) id: number): Promise<ExpenseListRow> {
    return this.queries.byId(id);
  }

  /** A vendor's expenses, newest first; `page` and `pageSize` (500 by default) in the query string. */
  @QueryEndpoint({ get: 'get/by/vendor/id/:id', access: 'admin' })
  byVendor(@Param('id', IdPipe) id: number, @QuerySchema(byOwnerPaging) paging: z.output<typeof byOwnerPaging>): Promise<Page<ExpenseListRow>> {
    return this.queries.list({ vendorId: id, ...paging });
  }
}
