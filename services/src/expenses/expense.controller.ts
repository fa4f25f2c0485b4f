import { Body, Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  expenseImportCheckSchema,
  type ExpenseImportCheck,
  expenseQuerySchema,
  MAX_PAGE_SIZE,
  queryPagingWith,
  type ExpenseListRow,
  type Page,
} from '@cargo/contracts';
import type { z } from 'zod';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { AsOfRecord } from '../audit/public';
import { ExpenseImportCheckQuery } from './expense-import-check.query';
import { ExpenseQueries } from './expense.queries';

const byOwnerPaging = queryPagingWith(MAX_PAGE_SIZE);

/** Expenses: what staff look up (the list, a record, a vendor's, the import preview). */
@ApiTags('expense')
@Controller('expense')
export class ExpenseController {
  constructor(
    private readonly queries: ExpenseQueries,
    private readonly importCheck: ExpenseImportCheckQuery,
  ) {}

  /** The import preview: which of the file's bank lines an earlier import already recorded. */
  @QueryEndpoint({ post: 'import/check', access: 'admin', body: expenseImportCheckSchema })
  checkImport(@Body(new SchemaPipe(expenseImportCheckSchema)) body: z.output<typeof expenseImportCheckSchema>): Promise<ExpenseImportCheck> {
    return this.importCheck.check(body.importKeys);
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
