import { Body, Controller, Param, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  agingQuerySchema,
  invoiceQuerySchema,
  statementQuerySchema,
  type AddInvoiceInput,
  type AgingReport,
  type InvoiceListRow,
  type Page,
  type Statement,
} from '@cargo/contracts';
import type { Request } from '../platform/http/request';
import type { z } from 'zod';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { languageOf } from '../platform/http/language';
import { QuerySchema } from '../platform/http/openapi';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import { InvoiceQueries } from './invoice.queries';
import { ReceivablesQueries } from './receivables.queries';
import { AsOfRecord } from '../audit/public';

/** Invoices: staff only. */
@ApiTags('invoice')
@Controller('invoice')
export class InvoiceController {
  constructor(
    private readonly queries: InvoiceQueries,
    private readonly receivables: ReceivablesQueries,
  ) {}

  /** Accounts receivable aging: open invoices by customer and currency, by days since their date. */
  @QueryEndpoint({ get: 'get/aging', access: 'admin' })
  aging(@QuerySchema(agingQuerySchema) query: z.output<typeof agingQuerySchema>): Promise<AgingReport> {
    return this.receivables.aging(query.asOf ?? new Date().toISOString().slice(0, 10));
  }

  /** A customer's statement in one currency for a date range: opening balance, lines with a running balance, closing balance. */
  @QueryEndpoint({ get: 'get/statement/:customerId', access: 'admin' })
  statement(
    @Param('customerId', IdPipe) customerId: number,
    @QuerySchema(statementQuerySchema) query: z.output<typeof statementQuerySchema>,
  ): Promise<Statement> {
    return this.receivables.statement(customerId, query.currencyId, query.from, query.to, new Date().toISOString().slice(0, 10));
  }

  /** Every invoice, or those of a date range, a customer, a payment status; paged and sorted on the server. */
  @QueryEndpoint({ post: 'get', access: 'admin', body: invoiceQuerySchema })
  list(@Body(new SchemaPipe(invoiceQuerySchema)) query: z.output<typeof invoiceQuerySchema>): Promise<Page<InvoiceListRow>> {
    return this.queries.list(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  @AsOfRecord('invoice')
  byId(@Param('id', IdPipe) id: number): Promise<InvoiceListRow> {
    return this.queries.byId(id);
  }

  /** Generate Invoice: the New Invoice form filled from a Regular order without an invoice (saved with /add). */
  @QueryEndpoint({ get: 'get/draft/from/order/:id', access: 'admin' })
  draftFromOrder(@Param('id', IdPipe) id: number, @Req() request: Request): Promise<AddInvoiceInput> {
    return this.queries.draftFromOrder(id, languageOf(request));
  }
}
